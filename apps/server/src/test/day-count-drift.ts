import type { DbOrTx } from "../db/client";
import { run } from "../seed/bulk-sql";

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

/** The banks' day counts (migration 0044) against the letters. */
export const BANK_DAY_DRIFT = dayCountDrift("bank_day_count", "bank_day_tally");

/** The letters waiting for each reviewer, by day (migration 0043), against the reviewer rows. */
export const AT_WORK_DAY_DRIFT = dayCountDrift("at_work_day_count", "at_work_day_tally");

/**
 * How many rows `counts` holds right after `table` is truncated, in a transaction rolled back:
 * 0 when the counts are emptied with what they count.
 */
export async function countsLeftAfterTruncate(db: DbOrTx, table: string, counts: string) {
  let left: number | undefined;
  const undone = new Error("undone");
  try {
    await db.transaction(async (tx) => {
      await run(tx, `truncate ${table}`);
      [left] = (await run<{ n: number }>(tx, `select count(*)::int as n from ${counts}`)).map(
        (r) => r.n,
      );
      throw undone;
    });
  } catch (error) {
    if (error !== undone) throw error;
  }
  return left;
}

/**
 * Runs `work` in `n` transactions at once (the i-th given i) and answers the reasons of those
 * that failed: none when the counters' shared rows take concurrent writers.
 */
export async function failuresTogether(
  db: DbOrTx,
  n: number,
  work: (tx: DbOrTx, i: number) => Promise<unknown>,
) {
  const results = await Promise.allSettled(
    Array.from({ length: n }, (_, i) => db.transaction((tx) => work(tx, i))),
  );
  return results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
}
