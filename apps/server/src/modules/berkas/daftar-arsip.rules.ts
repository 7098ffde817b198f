import type { BerkasStatus, DaftarArsipQuery } from "@lontar/contracts/berkas";
import type { KeteranganRetensi } from "@lontar/contracts/klasifikasi";
import {
  klasifikasiTertinggi,
  namaKlasifikasiKeamanan,
} from "@lontar/contracts/klasifikasi-keamanan";
import { tanggalIndonesia } from "../../lib/jakarta-day";
import type { BerkasRow } from "./berkas.repository";

export type DaftarJenis = DaftarArsipQuery["jenis"];

/**
 * The berkas each list holds. Aktif: open or closed within the active years. Inaktif: past the
 * active years and still here (not destroyed, moved or handed over by a Berita Acara).
 */
export const DAFTAR_STATUSES: Record<DaftarJenis, readonly BerkasStatus[]> = {
  aktif: ["aktif", "tertutup"],
  inaktif: ["inaktif", "usul_musnah", "permanen"],
};

export const DAFTAR_TITLE: Record<DaftarJenis, string> = {
  aktif: "DAFTAR ARSIP AKTIF",
  inaktif: "DAFTAR ARSIP INAKTIF",
};

/** A column: its header, its width in the workbook (characters) and in the PDF (points). */
export interface DaftarColumn {
  header: string;
  width: number;
  pdfWidth: number | "*";
}

export type DaftarCell = string | number;

/** What the workbook and the PDF print. Plain data: it crosses to a PDF worker thread. */
export interface DaftarArsipView {
  title: string;
  satuanKerja: string;
  /** The day the statuses are read on, `27 November 2026`. */
  tanggal: string;
  /** When it was made, `27 November 2026 13:05 WIB`. */
  dicetak: string;
  columns: DaftarColumn[];
  rows: DaftarCell[][];
}

const column = (header: string, width: number, pdfWidth: number | "*"): DaftarColumn => ({
  header,
  width,
  pdfWidth,
});

const LEADING = [
  column("No.", 5, 20),
  column("Nomor Berkas", 12, 42),
  column("Kode Klasifikasi", 14, 52),
  column("Uraian Informasi", 44, "*"),
  column("Kurun Waktu", 34, 72),
  column("Jumlah", 10, 36),
  column("Tingkat Perkembangan", 14, 62),
  column("Lokasi Simpan", 12, 40),
  column("Klasifikasi Keamanan", 12, 52),
];

export const DAFTAR_COLUMNS: Record<DaftarJenis, DaftarColumn[]> = {
  aktif: [...LEADING, column("Keterangan", 36, 90)],
  inaktif: [...LEADING, column("Retensi Inaktif sampai", 18, 62), column("Keterangan", 36, 90)],
};

/**
 * Lontar records no stage of development per record: what a berkas holds are the unit's own
 * records (letters it wrote and signed electronically, letters it registered, items it
 * archived), so each berkas is listed as holding originals.
 */
export const TINGKAT_PERKEMBANGAN = "Asli";

/** A berkas has no storage place of its own (its archive items do, one by one). */
export const LOKASI_SIMPAN = "-";

/** `5 Januari 2026 – 10 Februari 2026`; one day once; an open berkas without records runs on. */
export function kurunWaktu(row: Pick<BerkasRow, "kurun_waktu_mulai" | "kurun_waktu_selesai">) {
  const mulai = tanggalIndonesia(row.kurun_waktu_mulai);
  if (!row.kurun_waktu_selesai) return `${mulai} – sekarang`;
  if (row.kurun_waktu_selesai === row.kurun_waktu_mulai) return mulai;
  return `${mulai} – ${tanggalIndonesia(row.kurun_waktu_selesai)}`;
}

const NASIB: Record<KeteranganRetensi, string> = {
  musnah: "Musnah",
  permanen: "Permanen",
  "dinilai kembali": "Dinilai kembali",
};

/**
 * Keterangan of the active list: open or closed, and when a closed one turns inactive. Of the
 * inactive list: the classification's final fate, and whether it is due.
 */
export function keterangan(row: BerkasRow, today: string): string {
  switch (row.status) {
    case "aktif":
      return "Terbuka";
    case "tertutup":
      return row.inaktif_pada
        ? `Tertutup; inaktif mulai ${tanggalIndonesia(row.inaktif_pada)}`
        : "Tertutup; retensi belum ditetapkan";
    case "usul_musnah":
      return "Musnah; retensi habis, diusulkan musnah";
    case "permanen":
      return "Permanen; retensi habis, diserahkan ke lembaga kearsipan";
    default:
      // Past its inactive years a berkas stays inaktif only when its fate is to be appraised.
      if (row.nasib_pada !== null && row.nasib_pada <= today)
        return "Dinilai kembali; retensi habis";
      return row.keterangan_retensi ? NASIB[row.keterangan_retensi] : "-";
  }
}

/** One line of the list, cell by cell in the order of `DAFTAR_COLUMNS[jenis]`. */
export function daftarRow(
  jenis: DaftarJenis,
  row: BerkasRow,
  no: number,
  today: string,
): DaftarCell[] {
  const retensi =
    jenis === "inaktif" ? [row.nasib_pada ? tanggalIndonesia(row.nasib_pada) : "-"] : [];
  return [
    no,
    `${row.nomor_berkas}/${row.tahun}`,
    row.klasifikasi_kode,
    row.judul,
    kurunWaktu(row),
    `${row.jumlah} item`,
    TINGKAT_PERKEMBANGAN,
    LOKASI_SIMPAN,
    namaKlasifikasiKeamanan(klasifikasiTertinggi(row.kelas)),
    ...retensi,
    keterangan(row, today),
  ];
}

export function daftarArsipView(
  jenis: DaftarJenis,
  rows: BerkasRow[],
  header: { satuanKerja: string; today: string; dicetak: string },
): DaftarArsipView {
  return {
    title: DAFTAR_TITLE[jenis],
    satuanKerja: header.satuanKerja,
    tanggal: tanggalIndonesia(header.today),
    dicetak: header.dicetak,
    columns: DAFTAR_COLUMNS[jenis],
    rows: rows.map((row, i) => daftarRow(jenis, row, i + 1, header.today)),
  };
}

/** `daftar-arsip-aktif-2026-11-27.xlsx`. */
export const daftarFileName = (jenis: DaftarJenis, today: string, format: "xlsx" | "pdf") =>
  `daftar-arsip-${jenis}-${today}.${format}`;
