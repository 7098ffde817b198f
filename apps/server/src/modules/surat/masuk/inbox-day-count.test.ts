import type { SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import {
  countsLeftAfterTruncate,
  failuresTogether,
  INBOX_DAY_DRIFT,
} from "../../../test/day-count-drift";
import { busyInboxForFile, EXTERNAL } from "../../../test/factories/inbox";
import { rowsByIndex, scansByIndex } from "../../../test/query-plan";
import {
  type InboxCountRow,
  inboxCounts,
  inboxCountsQuery,
} from "../../dashboard/dashboard.repository";
import { inbox } from "./inbox-query";

/** The person's inbox counted by day (migration 0042): a tab's total and the dashboard's cards. */
const f = busyInboxForFile();
const rowsOf = async (query: SQL) =>
  ((await f.t.db.execute(query)) as unknown as { rows: InboxCountRow[] }).rows;

describe("an inbox's day counts (migration 0042)", () => {
  const letterAt = async (perihal: string, receivedAt: string) => {
    await run(
      f.t.db,
      `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at)
       values (gen_random_uuid(), (select min(id) from satuan_kerja), 'internal', 'terkirim',
               ${f.kadis.userId}, '${perihal}', '${receivedAt}')`,
    );
    await run(
      f.t.db,
      `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
       select id, 'internal', ${f.kadis.pegawaiId}, 'penerima', created_at from mail where perihal = '${perihal}'`,
    );
  };
  const day = (date: string) => ({ ...f.filter("internal"), startDate: date, endDate: date });
  /** Sets a column of kadis' recipient rows of the letter with this subject. */
  const onRows = (set: string, perihal: string) =>
    run(
      f.t.db,
      `update mail_recipient set ${set} where pegawai_id = ${f.kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${perihal}')`,
    );
  /** Removes the letter from kadis' lists (`mail_hidden`), or puts it back. */
  const removed = (perihal: string, yes: boolean) =>
    run(
      f.t.db,
      yes
        ? `insert into mail_hidden (user_id, mail_id) select ${f.kadis.userId}, id from mail where perihal = '${perihal}'`
        : `delete from mail_hidden where user_id = ${f.kadis.userId}
           and mail_id = (select id from mail where perihal = '${perihal}')`,
    );
  const dashboard = async (date: string) => {
    const [row] = await rowsOf(inboxCountsQuery({ ...f.kadis, startDate: date, endDate: date }));
    return inboxCounts(row);
  };

  it("count a letter on its Jakarta day, as the lists' dates read it", async () => {
    // 23:30 and 00:30 in Jakarta: 16:30 and 17:30 UTC of the same UTC day.
    await letterAt("Uji hari 1", "2025-03-10T23:30:00+07:00");
    await letterAt("Uji hari 2", "2025-03-11T00:30:00+07:00");
    expect((await inbox(f.t.db, day("2025-03-10"))).total).toBe(1);
    expect((await inbox(f.t.db, day("2025-03-11"))).total).toBe(1);
    expect((await inbox(f.t.db, day("2025-03-10"))).rows.map((r) => r.perihal)).toEqual([
      "Uji hari 1",
    ]);
    expect((await dashboard("2025-03-10")).internal).toEqual({ total: 1, read: 0 });
  });

  it("follow a read mark, a letter removed from the list and one put back", async () => {
    await letterAt("Uji hari 3", "2025-04-02T09:00:00+07:00");
    await letterAt("Uji hari 4", "2025-04-02T10:00:00+07:00");
    expect((await dashboard("2025-04-02")).internal).toEqual({ total: 2, read: 0 });
    await onRows("read_at = now()", "Uji hari 3");
    expect((await dashboard("2025-04-02")).internal).toEqual({ total: 2, read: 1 });
    // Removed from the user's lists (mail_hidden): out of the tab and its counts.
    await removed("Uji hari 3", true);
    expect((await dashboard("2025-04-02")).internal).toEqual({ total: 1, read: 0 });
    const listed = await inbox(f.t.db, day("2025-04-02"));
    expect([listed.total, listed.rows.map((r) => r.perihal)]).toEqual([1, ["Uji hari 4"]]);
    await removed("Uji hari 3", false);
    expect((await dashboard("2025-04-02")).internal).toEqual({ total: 2, read: 1 });
    // A recipient row removed (hidden_at): the entry goes, and its count with it.
    await onRows("hidden_at = now()", "Uji hari 4");
    expect((await dashboard("2025-04-02")).internal).toEqual({ total: 1, read: 1 });
    const [drift] = await run(f.t.db, INBOX_DAY_DRIFT);
    expect(Object.values(drift ?? {})[0]).toBe(0);
  });

  it("write nothing when a change moves no count", async () => {
    const before = await run(f.t.db, "select xmin::text as x from inbox_day_count order by 1");
    // A new subject rewrites the entries' `cari`, and no count.
    await run(f.t.db, "update mail set perihal = 'Uji hari 4 (ubah)' where perihal = 'Uji hari 4'");
    await onRows("read_at = now()", "Uji hari 3");
    expect(await run(f.t.db, "select xmin::text as x from inbox_day_count order by 1")).toEqual(
      before,
    );
  });

  it("stay exact when many deliveries and read marks reach the same people at once", async () => {
    const people = (
      await run<{ id: number }>(
        f.t.db,
        "select id from pegawai where nik like 'UJI-%' order by id limit 4",
      )
    ).map((r) => r.id);
    await run(
      f.t.db,
      `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at)
       select gen_random_uuid(), (select min(id) from satuan_kerja), 'internal', 'terkirim',
              ${f.kadis.userId}, 'Uji serentak ' || g, now() from generate_series(1, 24) g`,
    );
    // Each letter reaches the four people listed in another order, in a transaction of its
    // own, and half of them are read by one of those people in the same transaction.
    const failed = await failuresTogether(f.t.db, 24, async (tx, i) => {
      const order = i % 2 ? [...people].reverse() : people;
      await run(
        tx,
        `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
         select m.id, 'internal', p.id, 'penerima', now()
         from mail m, unnest(array[${order.join(",")}]) with ordinality p(id, k)
         where m.perihal = 'Uji serentak ${i + 1}' order by p.k`,
      );
      if (i % 2)
        await run(
          tx,
          `update mail_recipient set read_at = now() where pegawai_id = ${order[0]}
           and mail_id = (select id from mail where perihal = 'Uji serentak ${i + 1}')`,
        );
    });
    expect(failed).toEqual([]);
    const [drift] = await run(f.t.db, INBOX_DAY_DRIFT);
    expect(Object.values(drift ?? {})[0]).toBe(0);
    const [row] = await run<{ total: number; is_read: number }>(
      f.t.db,
      `select sum(total)::int as total, sum(is_read)::int as is_read from inbox_day_count
       where pegawai_id in (${people.join(",")})`,
    );
    expect(row).toEqual({ total: 96, is_read: 12 });
  });

  it("are emptied with the entries", async () => {
    expect(await countsLeftAfterTruncate(f.t.db, "inbox_letter", "inbox_day_count")).toBe(0);
  });
});

describe("the dashboard's inbox counts", () => {
  it("sum the person's days of the range, reading no entry and no letter", async () => {
    // One letter removed from kadis' lists: its entry is counted out, found by its key.
    await run(
      f.t.db,
      `insert into mail_hidden (user_id, mail_id)
       select ${f.kadis.userId}, id from mail where perihal = 'Uji tab 100'`,
    );
    await run(f.t.db, "vacuum analyze inbox_letter, mail_hidden, inbox_day_count");
    const counts = inboxCountsQuery({
      ...f.kadis,
      startDate: "2000-01-01",
      endDate: f.jakartaToday(),
    });
    const [scans, read] = await f.t.db.transaction(async (tx) => {
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_bitmapscan = off");
      return [await scansByIndex(tx, counts), await rowsByIndex(tx, counts)];
    });
    // Before 0042, each entry of the range was counted from inbox_letter_time_idx.
    expect(scans.has("inbox_letter_time_idx")).toBe(false);
    expect(scans.get("inbox_day_count_pegawai_id_day_kategori_surat_pk")).toBeDefined();
    const days = read.get("inbox_day_count_pegawai_id_day_kategori_surat_pk") ?? 0;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThan(EXTERNAL / 10);
    // Only the removed letter's entry is read, by its key.
    expect(read.get("inbox_letter_pegawai_id_mail_id_pk")).toBe(1);
    expect([...read.keys()].filter((index) => index.startsWith("mail_"))).toEqual([
      "mail_hidden_user_id_mail_id_pk",
    ]);
    const [row] = await rowsOf(counts);
    const card = inboxCounts(row);
    expect(card.sekretariat.total).toBe(await f.entriesOf("external"));
    expect(card.internal.total).toBe(await f.entriesOf("internal"));
  });
});
