import type { BankListItem, BankPrintView } from "@lontar/contracts/bank";

/** Test fixtures of the letter bank screens. */

export const BANK_LETTER_ID = "01900000-0000-7000-8000-0000000000c1";

export function bankItem(over: Partial<BankListItem> = {}): BankListItem {
  return {
    id: BANK_LETTER_ID,
    tanggal: "2026-07-13",
    created_at: "2026-07-13T03:00:00.000Z",
    tanggal_surat: "2026-07-14",
    no_surat: "000.1.2/15/DISKOMINFO/2026",
    hal: "Undangan Rapat Koordinasi",
    dari: "Ir. Made Adi Wiranata, M.T.",
    pengirim: { peg_nama: "Putri Ayu Lestari, A.Md.Kom.", peg_jabatan: "Pengolah Data" },
    status: { text: "terkirim" },
    status_mail: "terkirim",
    jenis_surat: "Surat Undangan",
    sifat_pengamanan: "Biasa",
    resi: null,
    nomor_agenda: null,
    satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
    disposisi: null,
    ...over,
  };
}

export function printView(over: Partial<BankPrintView> = {}): BankPrintView {
  return {
    title: "Bank Surat Keluar",
    tanggal: "Senin, 13 Juli 2026",
    instansi: "Dinas Komunikasi dan Informatika",
    pencetak: "Sri Wahyuni",
    dicetak: "13/07/2026 09.30 WIB",
    filter: "Periode 01/07/2026 s.d. 31/07/2026",
    datas: [],
    ...over,
  };
}

export const listMeta = (total: number, perPage = 10, page = 1) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  from: total ? (page - 1) * perPage + 1 : null,
  to: total ? Math.min(total, page * perPage) : null,
  per_page: perPage,
  total,
});
