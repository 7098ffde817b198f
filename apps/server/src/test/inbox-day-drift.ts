/**
 * How many day counts (`inbox_day_count`, its rows of zeros aside) differ from a count of the
 * entries themselves (`inbox_day_tally`), either way: 0 when the counters kept up.
 */
export const INBOX_DAY_DRIFT = `select count(*)::int from (
  (select * from inbox_day_count where total <> 0 except select * from inbox_day_tally)
  union all
  (select * from inbox_day_tally except select * from inbox_day_count)) d`;
