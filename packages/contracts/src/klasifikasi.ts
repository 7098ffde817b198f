import { z } from "zod";

/** Page size of the classification tree (spec 02 §9, spec 01 §9). */
export const KLASIFIKASI_PAGE_SIZE = 5;

/** Final disposition of a record after its retention (JRA, DOMAIN.md "Archive"). */
export const keteranganRetensi = z.enum(["musnah", "permanen", "dinilai kembali"]);
export type KeteranganRetensi = z.infer<typeof keteranganRetensi>;

/**
 * A classification code with its sub-codes (spec 01 §3 "Classification"). `_id` and `id` carry
 * the same integer key; `parent` is the parent's key (null for a root code).
 */
export interface KlasifikasiNode {
  _id: number;
  id: number;
  kode: string;
  nama: string;
  parent: number | null;
  retensi_aktif: number | null;
  retensi_inaktif: number | null;
  keterangan_retensi: KeteranganRetensi | null;
  childs: KlasifikasiNode[];
}

export const klasifikasiNode: z.ZodType<KlasifikasiNode> = z.object({
  _id: z.number().int(),
  id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  parent: z.number().int().nullable(),
  retensi_aktif: z.number().int().nullable(),
  retensi_inaktif: z.number().int().nullable(),
  keterangan_retensi: keteranganRetensi.nullable(),
  get childs() {
    return z.array(klasifikasiNode);
  },
});

/**
 * A code: digit groups separated by dots. A root code is one group (`000`); a sub-code is its
 * parent's code, a dot and one more group (`000.1` under `000`, `000.1.2` under `000.1`).
 */
export const KODE_PATTERN = /^\d{1,6}(\.\d{1,6})*$/;

const years = z
  .number({ error: "Isi dengan jumlah tahun" })
  .int("Isi dengan jumlah tahun")
  .min(0, "Tidak boleh negatif")
  .max(100, "Paling lama 100 tahun");

/**
 * Retention of a code. Sent as a whole: `null` (or every field null) clears it; leaving
 * `retensi` out of a PATCH keeps what is stored.
 */
export const retensiInput = z.object({
  aktif: years.nullable(),
  inaktif: years.nullable(),
  keterangan: keteranganRetensi.nullable(),
});
export type RetensiInput = z.infer<typeof retensiInput>;

const kode = z
  .string({ error: "Kode wajib diisi" })
  .trim()
  .min(1, "Kode wajib diisi")
  .regex(KODE_PATTERN, "Kode berupa angka yang dipisah titik, mis. 000.1.2");
const nama = z
  .string({ error: "Nama wajib diisi" })
  .trim()
  .min(1, "Nama wajib diisi")
  .max(500, "Nama terlalu panjang");

/** `POST /egs/master/klasifikasi` (spec 02 §7.2): `parent` is the parent's `_id`, null for a root. */
export const createKlasifikasiRequest = z.object({
  parent: z.number().int().positive().nullable().optional(),
  kode,
  nama,
  retensi: retensiInput.nullable().optional(),
});
export type CreateKlasifikasiRequest = z.infer<typeof createKlasifikasiRequest>;

/** `PATCH /egs/master/klasifikasi/{id}`; `id`, when sent, must equal the path's. */
export const updateKlasifikasiRequest = z.object({
  id: z.number().int().positive().optional(),
  kode,
  nama,
  retensi: retensiInput.nullable().optional(),
});
export type UpdateKlasifikasiRequest = z.infer<typeof updateKlasifikasiRequest>;

/** What the classification picker of the letter form hands back. */
export interface KlasifikasiChoice {
  kode: string;
  nama: string;
}
