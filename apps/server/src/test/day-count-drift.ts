/**
 * How many day counts (`table`, its rows of zeros aside) differ from the same count taken from
 * the rows themselves (`tally`, the view), either way: 0 when the counters kept up.
 */
const dayCountDrift = (table: string, tally: string) => `select count(*)::int from (
  (select * from ${table} where total <> 0 except select * from ${tally})
  union all
  (select * from ${tally} except select * from ${table})) d`;

/** The inbox's day counts (migration 0042) against its entries. */
export const INBOX_DAY_DRIFT = dayCountDrift("inbox_day_count", "inbox_day_tally");

/** The letters waiting for each reviewer, by day (migration 0043), against the reviewer rows. */
export const AT_WORK_DAY_DRIFT = dayCountDrift("at_work_day_count", "at_work_day_tally");
