import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database";
import type { Database } from "./client";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The functions of the schema written in SQL or PL/pgSQL, with their language and settings. */
async function functions() {
  const result = await database.db.execute(sql`
    select p.proname as name, l.lanname as language, coalesce(p.proconfig, '{}') as config
    from pg_proc p
      join pg_language l on l.oid = p.prolang
      join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and l.lanname in ('sql', 'plpgsql')
    order by 1`);
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: { name: string; language: string; config: string[] }[] })
    .rows;
}

describe("the statements of the write triggers keep their plans (migration 0038)", () => {
  it("no function in LANGUAGE sql reads a table: such a body is planned again at every call", async () => {
    // What is left in SQL computes from its arguments alone.
    const inSql = (await functions()).filter((f) => f.language === "sql").map((f) => f.name);
    expect(inSql).toEqual([
      "audit_log_hash",
      // The day a letter counts on in its bank (0044), inlined where it is called and indexed.
      "bank_day",
      // What an inbox search matches (0041), inlined where it is called.
      "inbox_letter_cari",
      "search_keys",
      "search_numbers",
      "search_pair_query",
      "search_plain_text",
    ]);
  });

  it("the functions that read by an array of keys use one generic plan", async () => {
    const generic = (await functions())
      .filter((f) => f.config.includes("plan_cache_mode=force_generic_plan"))
      .map((f) => f.name);
    expect(generic).toEqual([
      // Persetujuan's day counts (0043).
      "at_work_day_count_add",
      // The banks' day counts (0044).
      "bank_day_count_add",
      "berkas_reaggregate",
      // The inbox's day counts (0042).
      "inbox_day_count_add",
      // A letter's new subject, number or sender in its inboxes (0041).
      "inbox_letter_recari",
      "inbox_letter_sync",
      "letter_audience",
      "mail_reviewer_restage",
      // A letter's change notice (0039).
      "notify_mail_changed",
      "search_akses_mail",
      "search_queue_file",
      "search_refresh_akses",
      "search_refresh_arsip",
      "search_refresh_mail",
      // The search itself (0033).
      "search_ring",
    ]);
  });
});
