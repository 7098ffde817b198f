import { z } from "zod";
import { fileRef, storedFileInfo } from "./files";

/** Page size of the letterhead list (spec 02 §9). */
export const KOP_SURAT_PAGE_SIZE = 5;

/** Paper of a work unit's letters: A4, or F4 (folio, 215 × 330 mm). */
export const PAPER_SIZES = ["A4", "F4"] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** A work unit's letterhead (spec 02 §3 "Letterhead"); `file` is empty until one is uploaded. */
export const kopSuratItem = z.object({
  _id: z.uuid(),
  satuan_kerja_id: z.number().int(),
  satuan_kerja_nama: z.string(),
  kode_skpd: z.string(),
  file: z.array(fileRef),
  ukuran_kertas: z.enum(PAPER_SIZES),
});
export type KopSuratItem = z.infer<typeof kopSuratItem>;

/**
 * `POST /egs/master/kop-surat` (spec 02 §7.3): the location is the work unit `kode_skpd`;
 * `satuan_kerja_nama` is sent by the screen for display and not trusted.
 */
export const createKopSuratRequest = z.object({
  kode_skpd: z.string({ error: "Lokasi wajib dipilih" }).trim().min(1, "Lokasi wajib dipilih"),
  satuan_kerja_nama: z.string().optional(),
});
export type CreateKopSuratRequest = z.infer<typeof createKopSuratRequest>;

/** `PATCH /egs/master/kop-surat/{id}`: the body is the `store-file` answer; only `_id` is used. */
export const attachKopSuratFileRequest = storedFileInfo.partial().required({ _id: true });
export type AttachKopSuratFileRequest = z.infer<typeof attachKopSuratFileRequest>;

/** `PUT /egs/master/kop-surat/{id}/kertas`: the paper the work unit's letters render on. */
export const setKertasRequest = z.object({
  ukuran_kertas: z.enum(PAPER_SIZES, { error: "Ukuran kertas harus A4 atau F4" }),
});
export type SetKertasRequest = z.infer<typeof setKertasRequest>;
