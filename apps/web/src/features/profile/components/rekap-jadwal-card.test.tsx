import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app/providers";
import { startSession } from "../../../lib/auth/auth-store";
import { demoMenus, demoUser, tokenPair } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { RekapJadwalCard } from "./rekap-jadwal-card";

describe("Rekap Jadwal Surat", () => {
  it("asks for the chosen month's link and opens it in a new tab", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const calls: string[] = [];
    stubFetch((raw) => {
      calls.push(raw);
      return jsonResponse(200, { items: "/egs/rekap-mail/pdf/abc" });
    });
    const tab = { location: { href: "" }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    render(
      <AppProviders>
        <RekapJadwalCard />
      </AppProviders>,
    );
    const now = new Date();
    const shown = `${String(now.getMonth() + 1).padStart(2, "0")}/${now.getFullYear()}`;
    expect(screen.getByLabelText("Bulan rekap")).toHaveValue(shown);
    fireEvent.click(screen.getByRole("button", { name: /Rekap Jadwal Surat/ }));
    await waitFor(() => expect(tab.location.href).toBe("/egs/rekap-mail/pdf/abc"));
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(calls).toEqual([`/egs/rekap-mail/${now.getMonth() + 1}?year=${now.getFullYear()}`]);
  });
});
