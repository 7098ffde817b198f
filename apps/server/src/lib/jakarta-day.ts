import { type SQL, sql } from "drizzle-orm";

/**
 * Date filters of the lists are Jakarta calendar days; the columns are timestamps. Comparing
 * the column itself with the day's first instant (rather than casting every row's timestamp
 * to a date) keeps the condition on the timestamp indexes.
 */

/** A timestamp as its Jakarta calendar day, `YYYY-MM-DD`. */
export const jakartaDay = (timestamp: SQL) =>
  sql`to_char(${timestamp} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;

/** The first instant of a Jakarta calendar day. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Jakarta')`;

/** The first instant of the Jakarta day after `day`. */
export const dayAfter = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;

/** `and column >= start and column < end + 1 day`, each part only when given. */
export const timestampRange = (
  column: SQL,
  range: { start_date?: string; end_date?: string },
) => sql`
  ${range.start_date ? sql`and ${column} >= ${dayStart(range.start_date)}` : sql``}
  ${range.end_date ? sql`and ${column} < ${dayAfter(range.end_date)}` : sql``}`;

/** Built once: making a formatter costs far more than formatting with it. */
const jakartaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Jakarta",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Asia/Jakarta as `YYYY-MM-DD` (the date written on letters). */
export function todayInJakarta(now = new Date()): string {
  return jakartaDate.format(now);
}
