import { z } from "zod";
import { BULAN_SINGKAT } from "./common";
import { keteranganRetensi } from "./klasifikasi";
import { klasifikasiKeamananField } from "./klasifikasi-keamanan-field";

/** Page size of the archive lists and the archive master lists (spec 02 §9). */
export const ARSIP_PAGE_SIZE = 5;

/** The archive's messages, word for word (spec 02 §8). */
export const ARSIP_MESSAGES = {
  listFailed: "Gagal mengambil data",
  optionsFailed: "Data gagal di ambil",
  addFailed: "Data gagal ditambah",
  editFailed: "Data gagal di ubah",
  deleteFailed: "Data gagal di hapus",
  toggleFailed: "Request Gagal",
  added: "Data berhasil ditambah",
  edited: "Data berhasil diubah",
  deleted: "Data berhasil dihapus",
  restored: "Data berhasil di restore",
  confirmDelete: "Apakah anda yakin menghapus arsip ini ?",
  /** The 423 a locked item answers (not in the spec, which only disables the buttons). */
  locked: "Arsip sedang dikunci. Buka kunci terlebih dahulu.",
} as const;

/** Month labels of the statistics chart (spec 02 §2.15, §9). */
export const BULAN = BULAN_SINGKAT;

const kode = z
  .string({ error: "Kode wajib diisi" })
  .trim()
  .min(1, "Kode wajib diisi")
  .max(100, "Kode terlalu panjang");
const nama = z
  .string({ error: "Nama wajib diisi" })
  .trim()
  .min(1, "Nama wajib diisi")
  .max(300, "Nama terlalu panjang");
/** An optional work unit: administrators choose one; other users always get their own. */
const satuanKerjaParam = z.coerce.number().int().positive().optional();

// ---- Storage locations (penyimpanan) -------------------------------------------------------

/** A storage location with its sub-locations (spec 02 §3 "Storage location"). */
export interface PenyimpananNode {
  _id: number;
  id: number;
  satuan_kerja_id: number;
  kode: string;
  nama: string;
  parent: number | null;
  nama_parent: string | null;
  childs: PenyimpananNode[];
}

export const penyimpananNode: z.ZodType<PenyimpananNode> = z.object({
  _id: z.number().int(),
  id: z.number().int(),
  satuan_kerja_id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  parent: z.number().int().nullable(),
  nama_parent: z.string().nullable(),
  get childs() {
    return z.array(penyimpananNode);
  },
});

/** `POST egs/master/arsip/penyimpanan`: `parent` is the parent location's id (null: top level). */
export const createPenyimpananRequest = z.object({
  kode,
  nama: z.string().trim().max(300, "Nama terlalu panjang").optional().default(""),
  parent: z.number().int().positive().nullable().optional(),
  satuan_kerja_id: z.number().int().positive().optional(),
});
export type CreatePenyimpananRequest = z.input<typeof createPenyimpananRequest>;

/** `PUT egs/master/arsip/penyimpanan/{id}`. */
export const updatePenyimpananRequest = z.object({
  kode,
  nama: z.string().trim().max(300, "Nama terlalu panjang").optional(),
});
export type UpdatePenyimpananRequest = z.input<typeof updatePenyimpananRequest>;

// ---- Archive types (jenis arsip) -----------------------------------------------------------

export const jenisArsipItem = z.object({
  _id: z.number().int(),
  id: z.number().int(),
  satuan_kerja_id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
});
export type JenisArsipItem = z.infer<typeof jenisArsipItem>;

export const jenisArsipOption = z.object({ _id: z.number().int(), nama: z.string() });
export type JenisArsipOption = z.infer<typeof jenisArsipOption>;

export const createJenisArsipRequest = z.object({
  kode,
  nama,
  satuan_kerja_id: z.number().int().positive().optional(),
});
export type CreateJenisArsipRequest = z.input<typeof createJenisArsipRequest>;

export const updateJenisArsipRequest = z.object({ kode, nama });
export type UpdateJenisArsipRequest = z.input<typeof updateJenisArsipRequest>;

/** Query of the archive master lists; without `page` the whole list answers (options). */
export const arsipMasterQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(ARSIP_PAGE_SIZE),
  q: z.string().optional(),
  satuan_kerja_id: satuanKerjaParam,
});
export type ArsipMasterQuery = z.infer<typeof arsipMasterQuery>;

// ---- Archive items -------------------------------------------------------------------------

/**
 * Retention of an item from its classification (JRA): active until the end of
 * `aktif_sampai`, inactive until the end of `inaktif_sampai`, then `keterangan`.
 */
export const arsipRetensi = z.object({
  aktif: z.number().int().nullable(),
  inaktif: z.number().int().nullable(),
  keterangan: keteranganRetensi.nullable(),
  aktif_sampai: z.number().int().nullable(),
  inaktif_sampai: z.number().int().nullable(),
  /** True when the inactive period has ended (the final disposition is due). */
  lewat: z.boolean(),
});
export type ArsipRetensi = z.infer<typeof arsipRetensi>;

/** An archive item (spec 02 §3 "Archive"); `file` is the download URL, null while locked. */
export const arsipItem = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  satuan_kerja_id: z.number().int(),
  jenis_arsip: z.object({ _id: z.number().int(), nama: z.string() }),
  penyimpanan: z.object({ _id: z.number().int(), kode: z.string(), nama: z.string() }),
  klasifikasi: z.object({ _id: z.number().int(), kode: z.string(), nama: z.string() }).nullable(),
  retensi: arsipRetensi.nullable(),
  no_dokumen: z.string(),
  tahun: z.number().int(),
  nama_arsip: z.string(),
  /** Its security class (klasifikasi-keamanan.ts). */
  klasifikasi_keamanan: z.string(),
  file: z.string().nullable(),
  file_name: z.string().nullable(),
  mime: z.string().nullable(),
  is_locked: z.boolean(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type ArsipItem = z.infer<typeof arsipItem>;

const optionalId = z.preprocess(
  (v) => (v === "" || v === "null" || v === undefined ? null : v),
  z.coerce.number().int().positive().nullable(),
);
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message),
  );

/** The text fields of `POST egs/arsip` / `PUT egs/arsip/{id}` (multipart, plus `file`). */
export const arsipFields = z.object({
  jenis_arsip: requiredId("Jenis arsip wajib dipilih"),
  penyimpanan: requiredId("Penyimpanan wajib dipilih"),
  no_dokumen: z
    .string({ error: "Nomor dokumen wajib diisi" })
    .trim()
    .min(1, "Nomor dokumen wajib diisi")
    .max(200, "Nomor dokumen terlalu panjang"),
  tahun: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: "Tahun wajib diisi" })
      .int("Tahun berupa angka")
      .min(1900, "Tahun tidak valid")
      .max(2100, "Tahun tidak valid"),
  ),
  nama_arsip: z
    .string({ error: "Nama arsip wajib diisi" })
    .trim()
    .min(1, "Nama arsip wajib diisi")
    .max(500, "Nama arsip terlalu panjang"),
  /** The classification code (e.g. `000.1`, what the picker hands back); its retention applies. */
  klasifikasi: z.preprocess(
    (v) => (v === "" || v === "null" ? null : v),
    z.string().trim().max(100).nullable().optional(),
  ),
  klasifikasi_keamanan: klasifikasiKeamananField,
  satuan_kerja_id: optionalId.optional(),
});
export type ArsipFields = z.infer<typeof arsipFields>;

/** Which list an export or print view shows. */
export const arsipListKey = z.enum(["aktif", "terhapus", "usul-musnah"]);
export type ArsipListKey = z.infer<typeof arsipListKey>;

/** Query of `GET egs/arsip`, `egs/arsip/deleted` and `egs/arsip/usul-musnah`. */
export const arsipListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(ARSIP_PAGE_SIZE),
  q: z.string().optional(),
  jenis_arsip: optionalId.optional(),
  satuan_kerja_id: satuanKerjaParam,
});
export type ArsipListQuery = z.infer<typeof arsipListQuery>;

/** Query of `GET egs/arsip/export/{pdf|excel}`. */
export const arsipExportQuery = z.object({
  key: arsipListKey.default("aktif"),
  q: z.string().optional(),
  jenis_arsip: optionalId.optional(),
  satuan_kerja_id: satuanKerjaParam,
});
export type ArsipExportQuery = z.infer<typeof arsipExportQuery>;

/**
 * How a storage location reads in the archive table, its print view and its Excel: the code,
 * then the name beside it ('BX-1 Boks 1'); the code alone when the location has no name.
 */
export const penyimpananLabel = (p: { kode: string; nama: string }) => `${p.kode} ${p.nama}`.trim();

/** A row of the archive print view (spec 02 §2.14). */
export const arsipPrintRow = z.object({
  jenis_arsip: z.string(),
  nama_penyimpanan: z.string(),
  no_dokumen: z.string(),
  tahun: z.number().int(),
  nama_arsip: z.string(),
  klasifikasi: z.string().nullable(),
  inaktif_sampai: z.number().int().nullable(),
});
export type ArsipPrintRow = z.infer<typeof arsipPrintRow>;

/** Print view data (spec 02 §3): title, date, printer, print time, agency, rows. */
export const arsipPrintView = z.object({
  title: z.string(),
  tanggal: z.string(),
  pencetak: z.string(),
  dicetak: z.string(),
  instansi: z.string(),
  items: z.array(arsipPrintRow),
});
export type ArsipPrintView = z.infer<typeof arsipPrintView>;

// ---- Statistics ----------------------------------------------------------------------------

export const statistikArsipQuery = z.object({
  tahun: z.coerce.number().int().min(1900).max(2100).optional(),
  jenis_arsip_id: optionalId.optional(),
  satuan_kerja_id: satuanKerjaParam,
});

/** `GET egs/statistik/arsip` answer (`items`): twelve months of item counts. */
export const statistikArsip = z.object({
  tahun: z.number().int(),
  datas: z.array(z.object({ bulan: z.number().int(), month: z.string(), total: z.number().int() })),
});
export type StatistikArsip = z.infer<typeof statistikArsip>;
