import { z } from "zod";
import { numberPatternProblem, PENOMORAN_MESSAGES } from "./nomor-pattern";

export { PENOMORAN_MESSAGES };

/**
 * One row of a work unit's numbering (`GET /egs/master/penomoran/{satuan_kerja_id}`): the
 * default (`tipe_surat` null) or a letter type. A type without a pattern of its own has
 * `pattern` null and is numbered by the default, in the default's sequence.
 */
export const penomoranItem = z.object({
  tipe_surat: z.number().int().nullable(),
  /** 'Bawaan' for the default, else the letter type's name. */
  nama: z.string(),
  pattern: z.string().nullable(),
  /** The next number this row would give today (for a letter classified `000`, sifat Biasa). */
  contoh: z.string(),
  /**
   * The parts of that example, with `nomor` the next of the sequence this row counts in when it
   * has a pattern of its own: the screen previews a pattern while it is typed.
   */
  contoh_bagian: z.object({
    kode_klasifikasi: z.string(),
    nomor: z.number().int(),
    kode_unit: z.string(),
    kode_jabatan: z.string(),
    sifat: z.string(),
    tanggal: z.string(),
  }),
});
export type PenomoranItem = z.infer<typeof penomoranItem>;

const pattern = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = numberPatternProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * `PUT /egs/master/penomoran/{satuan_kerja_id}`: the whole set. The default row is required; a
 * type row with `pattern` null, or left out, goes back to the default.
 */
export const penomoranInput = z.object({
  items: z
    .array(
      z.object({ tipe_surat: z.number().int().positive().nullable(), pattern: pattern.nullable() }),
    )
    .superRefine((items, ctx) => {
      const fallback = items.find((item) => item.tipe_surat === null);
      if (!fallback?.pattern)
        ctx.addIssue({ code: "custom", message: PENOMORAN_MESSAGES.defaultRequired });
      const types = items.map((item) => item.tipe_surat);
      if (new Set(types).size !== types.length)
        ctx.addIssue({ code: "custom", message: PENOMORAN_MESSAGES.duplicateType });
    }),
});
export type PenomoranInput = z.input<typeof penomoranInput>;
