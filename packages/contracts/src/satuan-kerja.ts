import { z } from "zod";
import { requiredText, searchTerm } from "./org";

/** A work unit as Master Satuan Kerja lists and edits it (spec 02 §3). */
export const satuanKerjaItem = z.object({
  id: z.number().int(),
  /** kode_skpd */
  code: z.string(),
  name: z.string(),
  address: z.string(),
  /** Reference code of the national civil-service system (SAPK). */
  sapk_id: z.string(),
  status: z.boolean(),
});
export type SatuanKerjaItem = z.infer<typeof satuanKerjaItem>;

/** Body of `POST` and `PUT /{id}` on `egs/pegawai-egs/api/satuan-kerja`. */
export const satuanKerjaInput = z.object({
  code: requiredText("Kode", 50),
  name: requiredText("Nama", 255),
  address: requiredText("Alamat", 500),
  sapk_id: requiredText("Kode referensi", 100),
  status: z.boolean({ error: "Status tidak valid" }).default(true),
});
export type SatuanKerjaInput = z.input<typeof satuanKerjaInput>;

/** Filters of the list (paging comes on top). */
export const satuanKerjaListQuery = z.object({ q: searchTerm });
export type SatuanKerjaListQuery = z.infer<typeof satuanKerjaListQuery>;

export const satuanKerjaMessages = {
  codeTaken: "Kode satuan kerja sudah digunakan",
  hasUnits: "Satuan kerja masih memiliki unit kerja",
  hasPositions: "Satuan kerja masih memiliki jabatan",
  hasPegawai: "Satuan kerja masih memiliki pegawai",
  referenced: "Satuan kerja masih digunakan oleh data lain sehingga tidak dapat dihapus",
  notFound: "Satuan kerja tidak ditemukan",
  adminOnly: "Hanya administrator yang dapat menambah atau menghapus satuan kerja",
} as const;
