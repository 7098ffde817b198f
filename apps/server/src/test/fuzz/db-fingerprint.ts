import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Tables a refused request may legitimately write to: the audit trail records refusals, sign-in
 * bookkeeping tracks attempts and sessions, the public captcha remembers spent answers.
 */
const BOOKKEEPING = new Set([
  "audit_log",
  "login_attempt",
  "auth_session",
  "refresh_token",
  "captcha_used",
  "__drizzle_migrations",
]);

/**
 * A cheap summary of every application table: its row count and the sum of its rows' `xmin`
 * (the id of the transaction that wrote each row version). Any committed insert, update or
 * delete changes one of the two, without serialising the rows.
 */
export async function databaseFingerprint(db: Db): Promise<() => Promise<Map<string, string>>> {
  // Both drivers answer raw SQL with `{ rows }`.
  const rowsOf = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const listed = await rowsOf<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const tables = listed.map((r) => r.table_name).filter((name) => !BOOKKEEPING.has(name));
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as summary from "${name}"`,
      )
      .join(" union all "),
  );
  return async () => {
    const result = await rowsOf<{ name: string; summary: string }>(query);
    return new Map(result.map((r) => [r.name, r.summary]));
  };
}

/** The tables whose summary differs between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
