import { z } from "zod";

const year = z.coerce.number().int().min(2000).max(2100);
const satuanKerjaId = z.coerce.number().int().positive().optional();

/** `GET egs/statistik/count`: one month of one work unit (administrators choose the unit). */
export const statistikCountQuery = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year,
  satuan_kerja_id: satuanKerjaId,
});
export type StatistikCountQuery = z.infer<typeof statistikCountQuery>;

/** The five tiles (spec 01 §7): what the work unit's people did in the month. */
export const statistikCounts = z.object({
  count_disposisi: z.number().int(),
  count_receive: z.number().int(),
  count_pemeriksa: z.number().int(),
  count_approve: z.number().int(),
  count_forward: z.number().int(),
});
export type StatistikCounts = z.infer<typeof statistikCounts>;

/**
 * `GET egs/statistik/klasifikasi`: letters per month of a year, optionally of one
 * classification code and its sub-codes, given by `id` (or by `kode`).
 */
export const statistikKlasifikasiQuery = z.object({
  id: z.coerce.number().int().positive().optional(),
  kode: z.string().trim().min(1).max(100).optional(),
  year,
  satuan_kerja_id: satuanKerjaId,
});
export type StatistikKlasifikasiQuery = z.infer<typeof statistikKlasifikasiQuery>;

/** One bar: month 1–12 and the number of letters. */
export const statistikMonth = z.object({
  month: z.number().int().min(1).max(12),
  value: z.number().int(),
});
export type StatistikMonth = z.infer<typeof statistikMonth>;

/** The tiles, in the order they are shown, with their labels. */
export const STATISTIK_TILES: { key: keyof StatistikCounts; label: string }[] = [
  { key: "count_disposisi", label: "Disposisi" },
  { key: "count_receive", label: "Surat Diterima" },
  { key: "count_pemeriksa", label: "Surat Diperiksa" },
  { key: "count_approve", label: "Surat Disetujui" },
  { key: "count_forward", label: "Surat Diteruskan" },
];

export const STATISTIK_TEXT = {
  title: "Tampilan Statistik",
  chartTitle: "Jumlah Surat per Bulan",
  otherUnit: "Statistik satuan kerja lain hanya untuk administrator",
} as const;
