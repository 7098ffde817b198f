import type { InboxItem } from "@lontar/contracts/incoming";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { inboxItem, LETTER_ID } from "../test-support";
import { InboxPage } from "./inbox-page";

const meta = { current_page: 1, last_page: 1, from: 1, to: 2, per_page: 10, total: 2 };
const OTHER = "01900000-0000-7000-8000-0000000000a2";

function fakeServer(items: InboxItem[], onDelete?: () => Response) {
  const calls: string[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    calls.push(url.pathname + url.search);
    if (url.pathname.endsWith("/delete"))
      return onDelete?.() ?? jsonResponse(200, { items: { id: LETTER_ID, deleted: "daftar" } });
    if (url.pathname === "/api/master/skpd") return jsonResponse(200, { data: [] });
    return jsonResponse(200, { items, meta });
  });
  return calls;
}

const rows = [
  inboxItem({ is_read: false }),
  inboxItem({
    id: OTHER,
    hal: "Sudah Dibaca",
    is_read: true,
    role: "disposisi",
    batas_waktu: "2026-11-01",
    overdue: true,
    disposisi: { peg_nama: "Made Adi", jabatan_nama: "Kepala Dinas", aksi: ["Untuk dipelajari"] },
  }),
];

const renderInbox = () => renderAt("/surat-masuk/daftar-surat", <InboxPage />, { banner: true });

describe("INBOX SURAT MASUK", () => {
  it("each tab has the print icon, opening its own print view under the filter", async () => {
    const calls = fakeServer(rows);
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderInbox();
    await screen.findByRole("link", { name: "Permohonan Narasumber" });
    fireEvent.click(screen.getByRole("button", { name: "Cetak" }));
    const masuk = new URL((open.mock.lastCall as [string])[0], "http://x");
    expect(masuk.pathname).toBe("/surat-masuk/print-view/surat-masuk");
    const listed = new URL(calls.find((c) => c.startsWith("/egs/mail?")) ?? "", "http://x");
    expect(masuk.searchParams.get("start_date")).toBe(listed.searchParams.get("start_date"));
    expect(masuk.searchParams.get("end_date")).toBe(listed.searchParams.get("end_date"));

    fireEvent.click(screen.getByRole("tab", { name: "Surat Masuk Sekretariat" }));
    const panel = screen.getByRole("tabpanel", { name: "Surat Masuk Sekretariat" });
    await within(panel).findByRole("link", { name: "Permohonan Narasumber" });
    fireEvent.click(within(panel).getByRole("button", { name: "Cetak" }));
    const sekretariat = new URL((open.mock.lastCall as [string])[0], "http://x");
    expect(sekretariat.pathname).toBe("/surat-masuk/print-view/surat-masuk-sekretariat");
    expect(sekretariat.searchParams.get("start_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("has both tabs; unread rows are highlighted; rows link to the non-secretariat detail", async () => {
    const calls = fakeServer(rows);
    renderInbox();
    expect(screen.getByRole("heading", { name: "INBOX SURAT MASUK" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Surat Masuk" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Surat Masuk Sekretariat" })).toBeInTheDocument();
    const unread = await screen.findByRole("link", { name: "Permohonan Narasumber" });
    expect(unread).toHaveAttribute(
      "href",
      `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${LETTER_ID}`,
    );
    expect(unread.closest("tr")).toHaveClass("inbox__row--unread");
    const read = screen.getByRole("link", { name: "Sudah Dibaca" }).closest("tr") as HTMLElement;
    expect(read).not.toHaveClass("inbox__row--unread");
    expect(within(read).getByText("Disposisi")).toBeInTheDocument();
    expect(within(read).getByText(/Made Adi: Untuk dipelajari/)).toBeInTheDocument();
    expect(within(read).getByText("Lewat batas waktu")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 1 total pages dan 2 total entri"),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith("/egs/mail?") && c.includes("per_page=10"))).toBe(true);
  });

  it("the secretariat tab reads egs/mail-sekretariat and links to the secretariat detail", async () => {
    const calls = fakeServer(rows);
    renderInbox();
    fireEvent.click(screen.getByRole("tab", { name: "Surat Masuk Sekretariat" }));
    await waitFor(() =>
      expect(calls.some((c) => c.startsWith("/egs/mail-sekretariat?"))).toBe(true),
    );
    const panel = screen.getByRole("tabpanel", { name: "Surat Masuk Sekretariat" });
    expect(
      await within(panel).findByRole("link", { name: "Permohonan Narasumber" }),
    ).toHaveAttribute(
      "href",
      `/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/${LETTER_ID}`,
    );
  });

  it("opens the secretariat tab from ?tab=sekretariat (the dashboard's card)", async () => {
    const calls = fakeServer(rows);
    renderAt("/surat-masuk/daftar-surat?tab=sekretariat", <InboxPage />, { banner: true });
    expect(screen.getByRole("tab", { name: "Surat Masuk Sekretariat" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await waitFor(() =>
      expect(calls.some((c) => c.startsWith("/egs/mail-sekretariat?"))).toBe(true),
    );
  });

  it("deletes after the confirmation and awaits it; a failure is shown", async () => {
    let fail = true;
    const calls = fakeServer(rows, () =>
      fail ? errorResponse(404, "Surat tidak ditemukan") : jsonResponse(200, { items: {} }),
    );
    renderInbox();
    await screen.findByRole("link", { name: "Permohonan Narasumber" });
    fireEvent.click(screen.getByRole("button", { name: "Hapus Permohonan Narasumber" }));
    expect(await screen.findByText(MAIL_MESSAGES.deleteConfirm)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Ya" }));
    await waitFor(() =>
      expect(screen.getByTestId("banner")).toHaveTextContent("error: Surat tidak ditemukan"),
    );
    expect(calls).toContain(`/egs/mail/${LETTER_ID}/delete`);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Hapus Permohonan Narasumber" }));
    fireEvent.click(await screen.findByRole("button", { name: "Ya" }));
    await waitFor(() =>
      expect(screen.getByTestId("banner")).toHaveTextContent("success: Surat berhasil dihapus"),
    );
  });
});
