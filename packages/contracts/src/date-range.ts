// Plain constants without zod: the lists' date pickers use them on every list page.

/** The Dari / Hingga range of the dated lists (spec 01 §3 "List filters"). */
export const DATE_RANGE_MESSAGES = {
  order: "Tanggal Dari tidak boleh setelah tanggal Hingga",
  wireFormat: "Tanggal harus berformat YYYY-MM-DD",
} as const;

/** Whether a range starts after it ends (days as YYYY-MM-DD compare as text). */
export const rangeOutOfOrder = (range: { start_date?: string; end_date?: string }) =>
  Boolean(range.start_date && range.end_date && range.start_date > range.end_date);
