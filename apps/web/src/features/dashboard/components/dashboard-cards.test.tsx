import type { DashboardCounts } from "@lontar/contracts/dashboard";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { DashboardCards } from "./dashboard-cards";
import { DashboardOverview } from "./dashboard-overview";

const counts: DashboardCounts = {
  count_internal: { total: 7, read: 5, havent_read: 2 },
  count_sekretariat: { total: 3, read: 1, havent_read: 2 },
  count_persetujuan: { total: 4, read: 4, havent_read: 0 },
  count_draft: { total: 2, read: 2, havent_read: 0 },
  count_disposisi: { total: 1, read: 0, havent_read: 1 },
  count_teruskan: { total: 6, read: 6, havent_read: 0 },
};

describe("dashboard cards", () => {
  it("show each list's total, read and unread, and open that list", () => {
    renderAt("/dashboard", <DashboardCards counts={counts} />);
    const masuk = screen.getByRole("link", { name: /^Surat Masuk 7\b/ });
    expect(masuk).toHaveAttribute("href", "/surat-masuk/daftar-surat");
    expect(within(masuk).getByText("Sudah dibaca").parentElement).toHaveTextContent(
      "Sudah dibaca 5",
    );
    expect(within(masuk).getByText("Belum dibaca").parentElement).toHaveTextContent(
      "Belum dibaca 2",
    );
    const sekretariat = screen.getByRole("link", { name: /^Surat Masuk Sekretariat 3\b/ });
    expect(sekretariat).toHaveTextContent("Sudah dibaca 1");
    expect(sekretariat).toHaveAttribute("href", "/surat-masuk/daftar-surat?tab=sekretariat");
    expect(screen.getByRole("link", { name: /^Diteruskan 6\b/ })).toHaveAttribute(
      "href",
      "/surat-masuk/daftar-surat",
    );
    expect(screen.getByRole("link", { name: /^Disposisi 1\b/ })).toHaveTextContent(
      "Belum dibaca 1",
    );
    expect(screen.getByRole("link", { name: /^Diperiksa 4\b/ })).toHaveAttribute(
      "href",
      "/surat-keluar/persetujuan",
    );
    expect(screen.getByRole("link", { name: /^Konsep 2\b/ })).toHaveAttribute(
      "href",
      "/surat-keluar/konsep",
    );
  });

  it("ask for the chosen date range, one month until today by default", async () => {
    const calls: string[] = [];
    stubFetch((raw) => {
      const url = new URL(raw, "http://x");
      calls.push(url.pathname + url.search);
      if (url.pathname === "/egs/activity") return jsonResponse(200, { items: [] });
      return jsonResponse(200, { items: counts });
    });
    renderAt("/dashboard", <DashboardOverview />);
    expect(await screen.findByRole("link", { name: /^Surat Masuk 7\b/ })).toBeInTheDocument();
    const first = calls.find((c) => c.startsWith("/egs/dashboard/count"));
    expect(first).toMatch(/start_date=\d{4}-\d{2}-\d{2}&end_date=\d{4}-\d{2}-\d{2}/);
    expect(await screen.findByText("Tidak ada aktivitas.")).toBeInTheDocument();

    const dari = screen.getByLabelText("Dari");
    fireEvent.mouseDown(dari);
    fireEvent.change(dari, { target: { value: "05/01/2026" } });
    fireEvent.keyDown(dari, { key: "Enter", code: "Enter" });
    await waitFor(() => expect(calls.some((c) => c.includes("start_date=2026-01-05"))).toBe(true));
  });
});
