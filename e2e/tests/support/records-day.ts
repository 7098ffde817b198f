import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The file the e2e server reads the records' day from (RECORDS_DAY_FILE): a journey moves the
 * retention clock years ahead by writing a day into it, and back by removing it.
 */
export const recordsDayFile = (port = Number(process.env.E2E_PORT ?? 8181)) =>
  path.resolve(import.meta.dirname, "../../..", ".tmp", `e2e-records-day-${port}`);

/** Today in Jakarta moved `years` and `days` ahead, as YYYY-MM-DD. */
export function daysAhead(years: number, days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The records' life cycle is read on `day` from now on. */
export const advanceRecordsDay = (day: string) => writeFileSync(recordsDayFile(), `${day}\n`);

/** Back to today. */
export const resetRecordsDay = () => rmSync(recordsDayFile(), { force: true });
