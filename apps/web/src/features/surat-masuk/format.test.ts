import { describe, expect, it } from "vitest";
import { googleCalendarLink, whatsappLink } from "./format";

describe("incoming letter formats", () => {
  it("turns a WhatsApp number into a wa.me link with the 62 country code", () => {
    expect(whatsappLink("0812-3456 7890")).toBe("https://wa.me/6281234567890");
    expect(whatsappLink("+62 812 3456 7890")).toBe("https://wa.me/6281234567890");
    expect(whatsappLink("")).toBeNull();
    expect(whatsappLink(null)).toBeNull();
  });

  it("builds a Google Calendar template link", () => {
    const url = new URL(
      googleCalendarLink({
        title: "Rapat",
        start: "2026-08-01T02:00:00.000Z",
        end: "2026-08-01T04:00:00.000Z",
        location: "Aula",
        details: "https://lontar/x",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20260801T020000Z/20260801T040000Z");
    expect(url.searchParams.get("location")).toBe("Aula");
  });
});
