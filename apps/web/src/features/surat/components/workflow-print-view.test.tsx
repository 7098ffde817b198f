import { DATE_RANGE_MESSAGES } from "@lontar/contracts/date-range";
import type { MailListItem } from "@lontar/contracts/mail";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Component as PrintRoute } from "../../../app/routes/workflow-print-view";
import { secretariatUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { listItem } from "../../surat-keluar/test-support";
import { inboxItem, registeredItem } from "../../surat-masuk/test-support";
import { WORKFLOW_PRINT_ROUTES } from "../workflow-print";

const header = {
  tanggal: "Senin, 13 Juli 2026",
  instansi: "Dinas Komunikasi dan Informatika",
  pencetak: "Putri Ayu Lestari, A.Md.Kom.",
  dicetak: "13/07/2026 09.30 WIB",
  filter: 'Periode 01/07/2026 s.d. 31/07/2026 · Pencarian: "rapat"',
};
const FILTER = "start_date=2026-07-01&end_date=2026-07-31&q=rapat";
const id = (n: number) => `01900000-0000-7000-8000-0000000001${String(n).padStart(2, "0")}`;

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  print = vi.fn();
  vi.stubGlobal("print", print);
});
afterEach(() => vi.unstubAllGlobals());

/** Answers the export of `listPath` with `datas`; records what was asked. */
function fakeExport(listPath: string, title: string, datas: MailListItem[]) {
  const calls: URL[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    calls.push(url);
    if (url.pathname === `/egs/${listPath}/export`)
      return jsonResponse(200, { items: { title, ...header, datas } });
    return errorResponse(404, "tidak ada");
  });
  return calls;
}

const renderPrint = (path: string, user = undefined as typeof secretariatUser | undefined) =>
  renderAt(`${path}?${FILTER}`, <PrintRoute />, { pattern: path, ...(user ? { user } : {}) });

const columnsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);

describe("the print view of the workflow lists", () => {
  it("Telusuri: every row of the filter, the header, the status in words, then the print dialog", async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      listItem({ id: id(i), hal: `Rapat ${i + 1}`, status: { text: "x" }, status_mail: "batal" }),
    );
    const calls = fakeExport("telusuri/mail", "Telusuri Surat", rows);
    renderPrint(WORKFLOW_PRINT_ROUTES["telusuri/mail"]);
    expect(
      await screen.findByRole("heading", { name: `Telusuri Surat — ${header.filter}` }),
    ).toBeInTheDocument();
    expect(screen.getByText("Dicetak oleh: Putri Ayu Lestari, A.Md.Kom.")).toBeInTheDocument();
    expect(screen.getByText("Instansi: Dinas Komunikasi dan Informatika")).toBeInTheDocument();
    expect(screen.getByText("Waktu cetak: 13/07/2026 09.30 WIB")).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(columnsOf(table)).toEqual([
      "No",
      "Tanggal",
      "Nomor Surat",
      "Perihal",
      "Pengirim",
      "Kepada",
      "Pemeriksa",
      "Status",
    ]);
    // All 25 rows, not one page of ten.
    expect(within(table).getAllByRole("row")).toHaveLength(26);
    expect(within(table).getByText("Rapat 25")).toBeInTheDocument();
    expect(within(table).getAllByText("Batal")).toHaveLength(25);
    expect(within(table).getAllByText("14 Juli 2026")).toHaveLength(25);
    const call = calls.find((c) => c.pathname === "/egs/telusuri/mail/export");
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      start_date: "2026-07-01",
      end_date: "2026-07-31",
      q: "rapat",
    });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it.each([
    ["konsep/mail", "Konsep Surat"],
    ["persetujuan/mail", "Persetujuan"],
    ["reject/mail", "Surat Batal"],
    ["terkirim/mail", "Surat Keluar Terkirim"],
  ] as const)("%s prints from its own list", async (listPath, title) => {
    const calls = fakeExport(listPath, title, [listItem({ hal: "Rapat Anggaran" })]);
    renderPrint(WORKFLOW_PRINT_ROUTES[listPath]);
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Rapat Anggaran")).toBeInTheDocument();
    expect(within(table).getByText("Dalam Pemeriksaan")).toBeInTheDocument();
    expect(screen.getByRole("heading")).toHaveTextContent(title);
    expect(calls.some((c) => c.pathname === `/egs/${listPath}/export`)).toBe(true);
  });

  it("an inbox tab prints received date, number, subject, sender and how each letter came", async () => {
    const calls = fakeExport("mail-sekretariat", "Surat Masuk Sekretariat", [
      inboxItem(),
      inboxItem({
        id: id(2),
        hal: "Rapat Koordinasi",
        role: "disposisi",
        disposisi: { peg_nama: "Made Adi", jabatan_nama: "Kepala Dinas", aksi: ["Hadiri"] },
      }),
    ]);
    renderPrint(WORKFLOW_PRINT_ROUTES["mail-sekretariat"]);
    const table = await screen.findByRole("table");
    expect(columnsOf(table)).toEqual([
      "No",
      "Tanggal Diterima",
      "Nomor Surat",
      "Perihal",
      "Dari",
      "Diterima Sebagai",
    ]);
    expect(within(table).getByText("Penerima")).toBeInTheDocument();
    expect(within(table).getByText("Disposisi dari Made Adi: Hadiri")).toBeInTheDocument();
    expect(within(table).getAllByText("Dinas Pendidikan Provinsi Contoh")).toHaveLength(2);
    expect(calls.some((c) => c.pathname === "/egs/mail-sekretariat/export")).toBe(true);
  });

  it("the 'Surat Masuk' tab sends its work unit too", async () => {
    const calls = fakeExport("mail", "Surat Masuk", [inboxItem()]);
    const path = WORKFLOW_PRINT_ROUTES.mail;
    renderAt(`${path}?${FILTER}&satuan_kerja_id=3`, <PrintRoute />, { pattern: path });
    await screen.findByRole("table");
    const call = calls.find((c) => c.pathname === "/egs/mail/export");
    expect(call?.searchParams.get("satuan_kerja_id")).toBe("3");
  });

  it("the secretariat's Terkirim prints number, resi, subject, sender and recipient", async () => {
    fakeExport("terkirim/mail-sekretariat", "Surat Masuk Terkirim", [registeredItem()]);
    renderPrint(WORKFLOW_PRINT_ROUTES["terkirim/mail-sekretariat"], secretariatUser);
    const table = await screen.findByRole("table");
    expect(columnsOf(table)).toEqual([
      "No",
      "Tanggal",
      "Nomor Surat",
      "Resi",
      "Perihal",
      "Dari",
      "Kepada",
    ]);
    expect(within(table).getByText("K7PQ2MZX9A")).toBeInTheDocument();
    expect(within(table).getByText("Badan Kepegawaian Daerah")).toBeInTheDocument();
  });

  it("says why when the filter is refused, and does not print", async () => {
    stubFetch(() =>
      errorResponse(422, "Data yang dikirim tidak valid", "VALIDATION_FAILED", {
        start_date: [DATE_RANGE_MESSAGES.order],
      }),
    );
    renderPrint(WORKFLOW_PRINT_ROUTES["konsep/mail"]);
    expect(await screen.findByRole("alert")).toHaveTextContent(DATE_RANGE_MESSAGES.order);
    expect(print).not.toHaveBeenCalled();
  });

  it("an unknown print path is not found", async () => {
    renderAt("/surat-keluar/print-view/semua", <PrintRoute />, {
      pattern: "/surat-keluar/print-view/:list",
    });
    expect(await screen.findByText("Not Found !")).toBeInTheDocument();
  });
});
