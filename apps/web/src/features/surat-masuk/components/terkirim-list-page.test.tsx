import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { LETTER_ID, meta, registeredItem } from "../test-support";
import { TerkirimListPage } from "./terkirim-list-page";

function fakeServer(onDelete?: () => Response) {
  const calls: { path: string; params: URLSearchParams }[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    calls.push({ path: url.pathname, params: url.searchParams });
    if (url.pathname.endsWith("/delete"))
      return onDelete?.() ?? jsonResponse(200, { items: { id: LETTER_ID, deleted: "daftar" } });
    return jsonResponse(200, { items: [registeredItem()], meta: meta(12) });
  });
  return calls;
}

const renderList = () => renderAt("/surat-masuk/terkirim", <TerkirimListPage />, { banner: true });

async function confirmDelete() {
  const row = (
    await screen.findByRole("link", { name: "Undangan Sosialisasi Kepegawaian" })
  ).closest("tr") as HTMLElement;
  fireEvent.click(
    within(row).getByRole("button", { name: "Hapus Undangan Sosialisasi Kepegawaian" }),
  );
  expect(await screen.findByText(MAIL_MESSAGES.deleteConfirm)).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Ya" }));
}

describe("Terkirim (secretariat)", () => {
  it("has the print icon, opening its print view under the filter on screen", async () => {
    const calls = fakeServer();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderList();
    await screen.findByRole("link", { name: "Undangan Sosialisasi Kepegawaian" });
    fireEvent.click(screen.getByRole("button", { name: "Cetak" }));
    const [href, target] = open.mock.lastCall as [string, string];
    expect(target).toBe("_blank");
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/surat-masuk/print-view/terkirim");
    const listed = calls.find((c) => c.path === "/egs/terkirim/mail-sekretariat")?.params;
    expect(url.searchParams.get("start_date")).toBe(listed?.get("start_date"));
    expect(url.searchParams.get("end_date")).toBe(listed?.get("end_date"));
  });

  it("lists recipient, number, resi, subject and date from terkirim/mail-sekretariat, linked to the detail", async () => {
    const calls = fakeServer();
    renderList();
    expect(
      await screen.findByRole("heading", { name: "SURAT MASUK TERKIRIM" }),
    ).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Undangan Sosialisasi Kepegawaian" });
    expect(link).toHaveAttribute(
      "href",
      `/surat-masuk/terkirim/detail-terkirim-sekretariat/sekretariat/${LETTER_ID}`,
    );
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "No",
      "Kepada",
      "Nomor Surat",
      "Resi",
      "Perihal",
      "Tanggal",
      "Hapus",
    ]);
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("Made Adi Wiranata")).toBeInTheDocument();
    expect(within(row).getByText("800/77/BKD/2026")).toBeInTheDocument();
    expect(within(row).getByText("K7PQ2MZX9A")).toBeInTheDocument();
    expect(within(row).getByText("14 Juli 2026")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 2 total pages dan 12 total entri"),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Cari Berdasarkan perihal")).toBeInTheDocument();
    const call = calls.find((c) => c.path === "/egs/terkirim/mail-sekretariat");
    expect(call?.params.get("per_page")).toBe("10");
    expect(call?.params.get("start_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(call?.params.get("end_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("deletes after the confirmation, awaited, and reloads the list", async () => {
    const calls = fakeServer();
    renderList();
    await confirmDelete();
    await waitFor(() =>
      expect(screen.getByTestId("banner")).toHaveTextContent("success: Surat berhasil dihapus"),
    );
    expect(calls.some((c) => c.path === `/egs/mail/${LETTER_ID}/delete`)).toBe(true);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/egs/terkirim/mail-sekretariat")).toHaveLength(2),
    );
  });

  it("shows a failed delete", async () => {
    fakeServer(() => errorResponse(404, "Surat tidak ditemukan", "NOT_FOUND"));
    renderList();
    await confirmDelete();
    await waitFor(() =>
      expect(screen.getByTestId("banner")).toHaveTextContent(
        "error: Surat gagal dihapus: Surat tidak ditemukan",
      ),
    );
  });
});
