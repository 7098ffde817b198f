import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { RekapJadwalCard } from "./rekap-jadwal-card";

describe("Rekap Jadwal Surat", () => {
  it("asks for the chosen month's link and opens it in a new tab", async () => {
    const calls: string[] = [];
    stubFetch((raw) => {
      calls.push(raw);
      return jsonResponse(200, { items: "/egs/rekap-mail/pdf/abc" });
    });
    const tab = { location: { href: "" }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    renderAt("/dashboard/personal-info", <RekapJadwalCard />);
    const now = new Date();
    const shown = `${String(now.getMonth() + 1).padStart(2, "0")}/${now.getFullYear()}`;
    expect(screen.getByLabelText("Bulan rekap")).toHaveValue(shown);
    fireEvent.click(screen.getByRole("button", { name: /Rekap Jadwal Surat/ }));
    await waitFor(() => expect(tab.location.href).toBe("/egs/rekap-mail/pdf/abc"));
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(calls).toEqual([`/egs/rekap-mail/${now.getMonth() + 1}?year=${now.getFullYear()}`]);
  });
});
