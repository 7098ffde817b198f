/** `[from, to)` of a month as Asia/Jakarta calendar dates (`YYYY-MM-DD`). */
export function monthBounds(year: number, month: number) {
  const pad = (n: number) => String(n).padStart(2, "0");
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${year}-${pad(month)}-01`, to: `${next.year}-${pad(next.month)}-01` };
}

/** Twelve bars, January first; months without letters are 0. */
export function twelveMonths(rows: { month: number | string; value: number | string }[]) {
  const byMonth = new Map(rows.map((r) => [Number(r.month), Number(r.value)]));
  return Array.from({ length: 12 }, (_, i) => ({ month: i + 1, value: byMonth.get(i + 1) ?? 0 }));
}
