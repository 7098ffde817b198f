import { z } from "zod";

/** A work unit as `GET /api/master/skpd` lists it (spec 01 §3). */
export const satuanKerjaOption = z.object({
  satuan_kerja_id: z.number().int(),
  kode_skpd: z.string(),
  satuan_kerja_nama: z.string(),
});
export type SatuanKerjaOption = z.infer<typeof satuanKerjaOption>;

/** Jabatan reserved for contract staff. */
export const JABATAN_TENAGA_KONTRAK = 99999;

/** Links of the organisation master screens; holding one lets a user manage their own work unit. */
export const MASTER_MENU = {
  satuanKerja: "/manajemen-master/satuan-kerja",
  unitKerja: "/manajemen-master/unit-kerja",
  jabatan: "/manajemen-master/jabatan",
} as const;

/** Success banners of the master screens (spec 02 §8). */
export const masterMessages = {
  created: "Data berhasil ditambah",
  updated: "Data berhasil diubah",
  deleted: "Data berhasil dihapus",
  createFailed: "Data gagal ditambah",
  updateFailed: "Data gagal di ubah",
  deleteFailed: "Data gagal di hapus",
} as const;

/** A required text field: trimmed, not empty, at most `max` characters; messages name the field. */
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

/** A required reference to another record (a select in the form). */
export const requiredId = (label: string) =>
  z
    .number({ error: `${label} wajib diisi` })
    .int(`${label} tidak valid`)
    .positive(`${label} wajib diisi`);

/** An optional reference: absent, null or an id. */
export const optionalId = (label: string) =>
  z
    .number({ error: `${label} tidak valid` })
    .int(`${label} tidak valid`)
    .positive(`${label} tidak valid`)
    .nullish();

/** A search term of a master list. */
export const searchTerm = z.string().trim().max(100, "Kata kunci maksimal 100 karakter").optional();

/** An id query parameter (a work unit filter). */
export const idQuery = z.coerce.number().int().positive().optional();
