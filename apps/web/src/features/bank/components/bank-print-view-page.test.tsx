import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secretariatUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { printView } from "../test-support";
import { BankPrintViewPage } from "./bank-print-view-page";

const row = (n: number) => ({
  id: `01900000-0000-7000-8000-0000000001${String(n).padStart(2, "0")}`,
  tanggal: `2026-07-${String(n).padStart(2, "0")}`,
  no_surat: `000.1.2/${n}/DISKOMINFO/2026`,
  hal: `Laporan ${n}`,
  dari: "Ir. Made Adi Wiranata, M.T.",
  jenis_surat: "Nota Dinas",
  disposisi: null,
  satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
  nomor_agenda: null,
  status: "terkirim",
});

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  print = vi.fn();
  vi.stubGlobal("print", print);
});
afterEach(() => vi.unstubAllGlobals());

describe("bank print views", () => {
  it("prints every row of the filter with the header, then opens the print dialog", async () => {
    const calls: URL[] = [];
    stubFetch((raw) => {
      calls.push(new URL(raw, "http://x"));
      return jsonResponse(200, {
        items: printView({ datas: Array.from({ length: 25 }, (_, i) => row(i + 1)) }),
      });
    });
    const path = "/bank-surat/list-surat/listBankSuratKeluarPrinted";
    renderAt(
      `${path}?start_date=2026-07-01&end_date=2026-07-31&status_surat=terkirim&jenis_surat=5`,
      <BankPrintViewPage kind="keluar" />,
      { user: secretariatUser },
    );
    expect(
      await screen.findByRole("heading", {
        name: "Bank Surat Keluar — Periode 01/07/2026 s.d. 31/07/2026",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("Tanggal: Senin, 13 Juli 2026")).toBeInTheDocument();
    expect(screen.getByText("Instansi: Dinas Komunikasi dan Informatika")).toBeInTheDocument();
    expect(screen.getByText("Dicetak oleh: Sri Wahyuni")).toBeInTheDocument();
    expect(screen.getByText("Waktu cetak: 13/07/2026 09.30 WIB")).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["No", "Tanggal Dibuat", "Nomor Surat", "Hal", "Pengirim", "Status", "Jenis Surat"]);
    // All 25 rows, not one page of them.
    expect(within(table).getAllByRole("row")).toHaveLength(26);
    expect(within(table).getByText("25 Juli 2026")).toBeInTheDocument();
    // The status in words, as on the screen.
    expect(within(table).getAllByText("Terkirim")).toHaveLength(25);
    const call = calls.find((c) => c.pathname === "/egs/master/bank-mail-keluar/export");
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      start_date: "2026-07-01",
      end_date: "2026-07-31",
      status_surat: "terkirim",
      jenis_surat: "5",
    });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it("the secretariat-incoming print view has received date, number, subject, sender, disposition, status", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        items: printView({
          title: "Bank Surat Masuk (Sekretariat)",
          datas: [
            { ...row(3), disposisi: "Made → Rizky", dari: "BPS Kabupaten", status: "Didisposisi" },
            { ...row(4), dari: "BPS Provinsi", status: "Belum Dibaca" },
          ],
        }),
      }),
    );
    const path = "/bank-surat/list-surat/listBankSuratMasukSekretariatPrinted";
    renderAt(path, <BankPrintViewPage kind="masuk" />, { user: secretariatUser });
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "No",
      "Tanggal Terima",
      "Nomor Surat",
      "Perihal",
      "Pengirim",
      "Disposisi",
      "Status",
    ]);
    expect(within(table).getByText("Made → Rizky")).toBeInTheDocument();
    // The Status column the list shows, in the badge's words.
    expect(within(table).getByText("Didisposisi")).toBeInTheDocument();
    expect(within(table).getByText("Belum Dibaca")).toBeInTheDocument();
    expect(within(table).getByText("BPS Kabupaten")).toBeInTheDocument();
  });

  it("says so when the data cannot be read, and does not print", async () => {
    stubFetch(() => errorResponse(403, "Bank surat hanya untuk sekretariat satuan kerja"));
    const path = "/bank-surat/list-surat/listBankSuratMasukPrinted";
    renderAt(path, <BankPrintViewPage kind="masuk-internal" />, { user: secretariatUser });
    expect(await screen.findByRole("alert")).toHaveTextContent("Gagal mengambil data");
    expect(print).not.toHaveBeenCalled();
  });
});
