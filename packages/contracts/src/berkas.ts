import { z } from "zod";
import { type BerkasStatus, berkasStatus } from "./berkas-status";
import { wireDay } from "./common";
import { keteranganRetensi } from "./klasifikasi";
import { klasifikasiKeamananField } from "./klasifikasi-keamanan-field";

/**
 * Case files (berkas): related records filed together under one classification code, per work
 * unit. Retention and the final fate act on whole files (UU 43/2009, the JRA).
 */

export {
  BERKAS_STATUS,
  type BerkasStatus,
  berkasStatus,
  type SuratBerkas,
  suratBerkas,
} from "./berkas-status";

/** Page size of the berkas list. */
export const BERKAS_PAGE_SIZE = 10;

/** How each status reads on screen. */
export const BERKAS_STATUS_LABEL: Record<BerkasStatus, string> = {
  aktif: "Aktif (terbuka)",
  tertutup: "Aktif (tertutup)",
  inaktif: "Inaktif",
  usul_musnah: "Usul Musnah",
  permanen: "Permanen",
  musnah: "Musnah",
  dipindahkan: "Dipindahkan",
  diserahkan: "Diserahkan",
};

/** The berkas messages. */
export const BERKAS_MESSAGES = {
  notFound: "Berkas tidak ditemukan",
  closed: "Berkas sudah ditutup",
  itemNotFound: "Isi berkas tidak ditemukan",
  letterNotFound: "Surat tidak ditemukan",
  archiveNotFound: "Arsip tidak ditemukan",
  /** A letter or item sits in a closed berkas: it stays with that file. */
  filedInClosed: "Surat atau arsip sudah berada di berkas yang ditutup",
  otherUnit: "Surat atau arsip bukan milik unit kerja berkas ini",
  notSent: "Hanya surat yang sudah terkirim atau diregistrasi yang dapat diberkaskan",
  klasifikasiUnknown: "Kode klasifikasi tidak ditemukan",
  kurunInvalid: "Kurun waktu selesai harus di antara kurun waktu mulai dan hari ini",
  added: "Berkas berhasil dibuat",
  filed: "Berhasil dimasukkan ke berkas",
  removed: "Berhasil dikeluarkan dari berkas",
  closedOk: "Berkas berhasil ditutup",
  confirmClose:
    "Tutup berkas ini? Setelah ditutup tidak ada lagi yang dapat dimasukkan dan masa retensi aktif mulai berjalan.",
} as const;

/** Retention of a berkas from its classification, counted from its closing. */
export const berkasRetensi = z.object({
  aktif: z.number().int().nullable(),
  inaktif: z.number().int().nullable(),
  keterangan: keteranganRetensi.nullable(),
  /** The day it becomes inactive (closing + active years); null while open or unscheduled. */
  inaktif_pada: z.string().nullable(),
  /** The day its final fate is due (closing + active + inactive years). */
  nasib_pada: z.string().nullable(),
});
export type BerkasRetensi = z.infer<typeof berkasRetensi>;

export const berkasItem = z.object({
  id: z.uuid(),
  nomor_berkas: z.number().int(),
  tahun: z.number().int(),
  satuan_kerja_id: z.number().int(),
  satuan_kerja: z.string(),
  klasifikasi: z.object({ id: z.number().int(), kode: z.string(), nama: z.string() }),
  /** Uraian informasi. */
  judul: z.string(),
  kurun_waktu_mulai: z.string(),
  /** Fixed when the berkas is closed; until then the date of its latest record. */
  kurun_waktu_selesai: z.string().nullable(),
  catatan: z.string(),
  status: berkasStatus,
  /** How many records it holds. */
  jumlah: z.number().int(),
  ditutup_pada: z.string().nullable(),
  retensi: berkasRetensi,
  created_at: z.string(),
  /** A Berita Acara waiting for its signature already proposes it. */
  diusulkan: z.boolean(),
  /** Its security class: the strictest of its own and its records' (klasifikasi-keamanan.ts). */
  klasifikasi_keamanan: z.string(),
});
export type BerkasItem = z.infer<typeof berkasItem>;

/** One record in a berkas: a letter of Lontar or an uploaded archive item. */
export const berkasIsiItem = z.object({
  id: z.uuid(),
  urutan: z.number().int(),
  jenis: z.enum(["surat", "arsip"]),
  surat_id: z.uuid().nullable(),
  arsip_id: z.uuid().nullable(),
  /** Letter number (or the archive item's document number); null for an unnumbered letter. */
  nomor: z.string().nullable(),
  /** Subject of a letter, name of an archive item. */
  uraian: z.string(),
  /** `keluar` (written here) or `masuk` (registered) for letters; null for archive items. */
  arah: z.enum(["keluar", "masuk"]).nullable(),
  tanggal: z.string().nullable(),
  sifat: z.string().nullable(),
  ditambahkan_pada: z.string(),
});
export type BerkasIsiItem = z.infer<typeof berkasIsiItem>;

export const berkasDetail = berkasItem.extend({ isi: z.array(berkasIsiItem) });
export type BerkasDetail = z.infer<typeof berkasDetail>;

const judul = z
  .string({ error: "Uraian informasi wajib diisi" })
  .trim()
  .min(1, "Uraian informasi wajib diisi")
  .max(500, "Uraian informasi terlalu panjang");

export const createBerkasRequest = z.object({
  klasifikasi_kode: z
    .string({ error: "Kode klasifikasi wajib dipilih" })
    .trim()
    .min(1, "Kode klasifikasi wajib dipilih")
    .max(100),
  judul,
  kurun_waktu_mulai: wireDay,
  catatan: z.string().trim().max(2000, "Catatan terlalu panjang").default(""),
  /** Its own security class; Biasa when none is chosen. */
  klasifikasi_keamanan: klasifikasiKeamananField,
  /** Administrators choose a work unit; everybody else files for their own. */
  satuan_kerja_id: z.coerce.number().int().positive().optional(),
});
export type CreateBerkasRequest = z.infer<typeof createBerkasRequest>;

/** A letter or an archive item to put in a berkas (moved when it sits in another open one). */
export const addIsiRequest = z.union(
  [
    z.object({ surat_id: z.uuid({ error: "Surat tidak ditemukan" }) }),
    z.object({ arsip_id: z.uuid({ error: "Arsip tidak ditemukan" }) }),
  ],
  { error: "Pilih surat atau arsip" },
);
export type AddIsiRequest = z.infer<typeof addIsiRequest>;

export const closeBerkasRequest = z.object({
  /** The last day of the kurun waktu; defaults to the latest record's date (or today). */
  kurun_waktu_selesai: wireDay.optional(),
});
export type CloseBerkasRequest = z.infer<typeof closeBerkasRequest>;

export const berkasListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(BERKAS_PAGE_SIZE),
  status: berkasStatus.optional(),
  /** A classification code; its sub-codes match too. */
  klasifikasi: z.string().trim().max(100).optional(),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  q: z.string().trim().max(200).optional(),
  satuan_kerja_id: z.coerce.number().int().positive().optional(),
});
export type BerkasListQuery = z.infer<typeof berkasListQuery>;

/**
 * `GET egs/berkas/daftar`: the Daftar Arsip Aktif / Inaktif of one work unit (the ANRI lists an
 * archivist hands in), as a workbook or a PDF. Administrators name the work unit (their own by
 * default); everybody else lists their own.
 */
export const daftarArsipQuery = z.object({
  jenis: z.enum(["aktif", "inaktif"], { error: "Jenis daftar harus aktif atau inaktif" }),
  format: z.enum(["xlsx", "pdf"], { error: "Format harus xlsx atau pdf" }).default("xlsx"),
  satuan_kerja_id: z.coerce.number().int().positive().optional(),
});
export type DaftarArsipQuery = z.infer<typeof daftarArsipQuery>;
