import { z } from "zod";

/*
 * The little of the berkas a letter's detail needs, apart from the berkas screens' contract
 * (berkas.ts): the letter screens import it without the berkas forms and messages.
 */

/**
 * Where a berkas stands. `aktif`: open, records are still added. `tertutup`: closed, inside its
 * active retention. `inaktif`: the active years have passed. `usul_musnah` / `permanen`: the
 * inactive years have passed and the classification's fate is destruction / permanent keeping.
 * `musnah`, `dipindahkan`, `diserahkan`: what a signed Berita Acara did to it.
 */
export const BERKAS_STATUS = [
  "aktif",
  "tertutup",
  "inaktif",
  "usul_musnah",
  "permanen",
  "musnah",
  "dipindahkan",
  "diserahkan",
] as const;
export const berkasStatus = z.enum(BERKAS_STATUS);
export type BerkasStatus = z.infer<typeof berkasStatus>;

/** The berkas a letter was filed in, as its detail shows it (own work unit only). */
export const suratBerkas = z.object({
  id: z.uuid(),
  nomor_berkas: z.number().int(),
  tahun: z.number().int(),
  judul: z.string(),
  klasifikasi_kode: z.string(),
  status: berkasStatus,
});
export type SuratBerkas = z.infer<typeof suratBerkas>;
