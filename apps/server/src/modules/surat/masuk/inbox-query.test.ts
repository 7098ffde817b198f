import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import { createTestApp, type TestApp } from "../../../test/harness";
import { INBOX_DAY_DRIFT } from "../../../test/inbox-day-drift";
import { rowsByIndex, scansByIndex } from "../../../test/query-plan";
import {
  type InboxCountRow,
  inboxCounts,
  inboxCountsQuery,
} from "../../dashboard/dashboard.repository";
import { inbox, inboxPageSelect, inboxValues } from "./inbox-query";

/**
 * A head of office receives far more letters of one kind than the other (kadis here: 300
 * registered from outside, 6 from inside the system). Each inbox tab reads its own rows.
 */
const EXTERNAL = 300;
const INTERNAL = 6;
const EMPLOYEES = 10_000;
let t: TestApp;
let kadis = { userId: 0, pegawaiId: 0 };

const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await run<{ user_id: number; pegawai_id: number }>(
    t.db,
    "select u.id as user_id, p.id as pegawai_id from users u join pegawai p on p.nip = u.peg_nip where u.username = 'kadis'",
  );
  kadis = { userId: Number(row?.user_id), pegawaiId: Number(row?.pegawai_id) };
  await run(
    t.db,
    `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at, resi)
     select gen_random_uuid(), (select min(id) from satuan_kerja),
       case when g <= ${INTERNAL} then 'internal' else 'external' end, 'terkirim', ${kadis.userId},
       'Uji tab ' || g, now() - g * interval '7 minutes', 'TAB-' || g
     from generate_series(1, ${INTERNAL + EXTERNAL}) g`,
  );
  await run(
    t.db,
    `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
     select id, kategori_surat, ${kadis.pegawaiId}, 'penerima', created_at
     from mail where perihal like 'Uji tab %'`,
  );
  // An agency's worth of employees, and the internal letters addressed to kadis by the key.
  await run(
    t.db,
    `insert into pegawai (nik, name, satuan_kerja_id)
     select 'UJI-' || g, 'Pegawai Uji ' || g, (select min(id) from satuan_kerja)
     from generate_series(1, ${EMPLOYEES}) g`,
  );
  await run(
    t.db,
    `update mail set penerima = jsonb_build_object('user', jsonb_build_array(${kadis.pegawaiId}),
       'plt', '[]'::jsonb, 'user_eksternal', '[]'::jsonb)
     where perihal like 'Uji tab %' and kategori_surat = 'internal'`,
  );
  await run(t.db, "analyze mail_recipient, pegawai, mail");
});
afterAll(() => t.close());

const filter = (kategori: "internal" | "external") => ({
  ...kadis,
  kategori,
  startDate: "2000-01-01",
  endDate: jakartaToday(),
  page: 1,
  perPage: 10,
});
const tab = (kategori: "internal" | "external") =>
  inboxPageSelect(t.db, inboxValues(filter(kategori))).getSQL();
const rowsOf = async (query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: InboxCountRow[] }).rows;
/** Kadis' entries of a tab counted one by one, the letters kadis removed left out. */
const entriesOf = async (kategori: "internal" | "external") => {
  const [row] = await run<{ n: number }>(
    t.db,
    `select count(*)::int as n from inbox_letter e where e.pegawai_id = ${kadis.pegawaiId}
     and e.kategori_surat = '${kategori}'
     and e.mail_id not in (select mail_id from mail_hidden where user_id = ${kadis.userId})`,
  );
  return Number(row?.n);
};

describe("an inbox tab", () => {
  it("lists only its own category, with the right total", async () => {
    const internal = await t.as("kadis")({ method: "GET", url: "/egs/mail?start_date=2000-01-01" });
    expect(internal.json().meta.total).toBeGreaterThanOrEqual(INTERNAL);
    expect(internal.json().meta.total).toBeLessThan(INTERNAL + 10);
    const external = await t.as("kadis")({
      method: "GET",
      url: "/egs/mail-sekretariat?start_date=2000-01-01",
    });
    expect(external.json().meta.total).toBeGreaterThanOrEqual(EXTERNAL);
  });

  it("reads only that category's entries of the person, in the index's order", async () => {
    const read = await rowsByIndex(t.db, tab("internal"));
    expect(read.get("inbox_letter_tab_idx")).toBeGreaterThanOrEqual(INTERNAL);
    expect(read.get("inbox_letter_tab_idx")).toBeLessThan(INTERNAL + 10);
    expect([...read.keys()].filter((index) => index.startsWith("mail_recipient"))).toEqual([]);
  });

  it("reads each addressee's name by its key, not the whole employee table for every row", async () => {
    const read = await rowsByIndex(t.db, tab("internal"));
    expect(read.get("seq:pegawai") ?? 0).toBeLessThan(EMPLOYEES);
    expect(read.get("pegawai_pkey")).toBeGreaterThanOrEqual(INTERNAL);
    const page = await inbox(t.db, filter("internal"));
    expect(page.rows.filter((row) => row.kepada_nama.length === 1)).toHaveLength(INTERNAL);
  });

  it("reads the letters of its page only, however many the tab holds", async () => {
    const read = await rowsByIndex(t.db, tab("external"));
    expect(read.get("mail_pkey")).toBeLessThanOrEqual(10);
    expect(read.get("seq:mail") ?? 0).toBe(0);
    const page = await inbox(t.db, filter("external"));
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(EXTERNAL);
  });

  it("reads only its page's entries, and counts the tab by its days", async () => {
    await run(t.db, "vacuum inbox_letter, mail_hidden, inbox_day_count");
    // Planned as at scale: a table this small is otherwise read whole and sorted.
    const [scans, read] = await t.db.transaction(async (tx) => {
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_sort = off");
      return [await scansByIndex(tx, tab("external")), await rowsByIndex(tx, tab("external"))];
    });
    expect(scans.get("inbox_letter_tab_idx")).toBe("Index Only Scan");
    // Before, the whole range was read to count it (at least the 300 external letters).
    expect(read.get("inbox_letter_tab_idx")).toBeLessThanOrEqual(10);
    expect(read.get("inbox_letter_pegawai_id_mail_id_pk")).toBeLessThanOrEqual(10);
    // The letters arrived over two or three days: a row a day for each category.
    expect(read.get("inbox_day_count_pegawai_id_day_kategori_surat_pk")).toBeLessThanOrEqual(8);
    // The removed letters are read once, not looked up entry by entry.
    expect(read.get("mail_hidden_user_id_mail_id_pk") ?? 0).toBeLessThanOrEqual(1);
    const page = await inbox(t.db, filter("external"));
    expect(page.total).toBe(await entriesOf("external"));
  });

  it("searches the letters' subject, number and sender in any case, as ILIKE would", async () => {
    const found = await inbox(t.db, { ...filter("external"), q: "uji TAB 7" });
    // The external ones of "Uji tab 7", "Uji tab 70" … "Uji tab 79" (306 letters exist).
    expect(found.total).toBe(11);
    expect(found.rows.every((r) => r.perihal.startsWith("Uji tab 7"))).toBe(true);
    // LIKE's own characters are the words searched, not wildcards.
    expect((await inbox(t.db, { ...filter("external"), q: "Uji_tab" })).total).toBe(0);
    expect((await inbox(t.db, { ...filter("external"), q: "tab 1%" })).total).toBe(0);
  });

  it("searches the tab from its index alone, reading the page's letters only", async () => {
    await run(t.db, "vacuum inbox_letter, mail_hidden");
    const searched = inboxPageSelect(t.db, inboxValues({ ...filter("external"), q: "uji tab" }));
    const [scans, read] = await t.db.transaction(async (tx) => {
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_sort = off");
      return [await scansByIndex(tx, searched.getSQL()), await rowsByIndex(tx, searched.getSQL())];
    });
    expect(scans.get("inbox_letter_tab_idx")).toBe("Index Only Scan");
    expect(read.get("inbox_letter_tab_idx")).toBeGreaterThanOrEqual(EXTERNAL);
    // Before, each of the month's entries read its letter to match it.
    expect(read.get("mail_pkey")).toBeLessThanOrEqual(10);
  });

  it("finds a letter by its new subject, number or sender once the letter changes", async () => {
    const find = async (q: string) =>
      (await inbox(t.db, { ...filter("external"), q })).rows.map((r) => r.perihal);
    const letter = "Uji tab 12";
    expect(await find("800/12/BKD/2026")).toEqual([]);
    // A number given after the letter reached its recipients, and its sender written in.
    await run(
      t.db,
      `update mail set no_surat = '800/12/BKD/2026', dari = 'Dinas Pendidikan Provinsi'
       where perihal = '${letter}'`,
    );
    expect(await find("800/12/bkd")).toEqual([letter]);
    expect(await find("pendidikan PROVINSI")).toEqual([letter]);
    await run(
      t.db,
      `update mail set perihal = 'Undangan rapat koordinasi' where perihal = '${letter}'`,
    );
    expect(await find("rapat koordinasi")).toEqual(["Undangan rapat koordinasi"]);
    expect(await find(letter)).not.toContain(letter);
    // The fold writes the same text as the letter's trigger did.
    const [drift] = await run<{ n: number }>(
      t.db,
      "select count(*)::int as n from (select * from inbox_letter except select * from inbox_letter_folded) d",
    );
    expect(drift?.n).toBe(0);
  });

  it("gives the total on a page past the end", async () => {
    const past = await inbox(t.db, { ...filter("internal"), page: 50 });
    expect(past.rows).toHaveLength(0);
    const first = await inbox(t.db, filter("internal"));
    expect(past.total).toBe(first.total);
    expect(past.total).toBeGreaterThanOrEqual(INTERNAL);
    // Past the tally, the tab's index is not read at all (before, its whole range was).
    const read = await rowsByIndex(
      t.db,
      inboxPageSelect(t.db, inboxValues({ ...filter("external"), page: 50 })).getSQL(),
    );
    expect(read.get("inbox_letter_tab_idx") ?? 0).toBe(0);
    expect(read.get("seq:inbox_letter") ?? 0).toBe(0);
  });

  it("keeps each entry the fold of the person's rows of the letter, in the statement", async () => {
    const entry = async (perihal: string) => {
      const [row] = await run<{ received_at: string; is_read: boolean; role: string }>(
        t.db,
        `select e.received_at::text, e.is_read, e.role from inbox_letter e join mail m on m.id = e.mail_id
         where m.perihal = '${perihal}' and e.pegawai_id = ${kadis.pegawaiId}`,
      );
      return row;
    };
    const letter = "Uji tab 3";
    const before = await entry(letter);
    expect(before).toMatchObject({ is_read: false, role: "penerima" });
    // A forward reaches kadis again: the latest arrival and its role; unread.
    await run(
      t.db,
      `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
       select id, kategori_surat, ${kadis.pegawaiId}, 'teruskan', now() from mail where perihal = '${letter}'`,
    );
    const again = await entry(letter);
    expect(again?.role).toBe("teruskan");
    expect((again?.received_at ?? "") > (before?.received_at ?? "")).toBe(true);
    // Read while any row is unread: not yet.
    await run(
      t.db,
      `update mail_recipient set read_at = now() where role = 'teruskan' and pegawai_id = ${kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${letter}')`,
    );
    expect((await entry(letter))?.is_read).toBe(false);
    await run(
      t.db,
      `update mail_recipient set read_at = now() where pegawai_id = ${kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${letter}')`,
    );
    expect((await entry(letter))?.is_read).toBe(true);
    // The forward withdrawn: back to the first arrival.
    await run(
      t.db,
      `delete from mail_recipient where role = 'teruskan' and pegawai_id = ${kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${letter}')`,
    );
    expect(await entry(letter)).toMatchObject({
      received_at: before?.received_at,
      role: "penerima",
    });
    // Removed by the person: no entry, and no longer in the tab.
    await run(
      t.db,
      `update mail_recipient set hidden_at = now() where pegawai_id = ${kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${letter}')`,
    );
    expect(await entry(letter)).toBeUndefined();
    const listed = await inbox(t.db, { ...filter("internal"), q: letter });
    expect(listed.rows.map((r) => r.perihal)).not.toContain(letter);
    // Each step moved the day's counts in the same statement.
    const [drift] = await run<{ n: number }>(t.db, INBOX_DAY_DRIFT);
    expect(Object.values(drift ?? {})[0]).toBe(0);
    expect((await inbox(t.db, filter("internal"))).total).toBe(await entriesOf("internal"));
  });
});

describe("an inbox's day counts (migration 0042)", () => {
  const letterAt = async (perihal: string, receivedAt: string) => {
    await run(
      t.db,
      `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at)
       values (gen_random_uuid(), (select min(id) from satuan_kerja), 'internal', 'terkirim',
               ${kadis.userId}, '${perihal}', '${receivedAt}')`,
    );
    await run(
      t.db,
      `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
       select id, 'internal', ${kadis.pegawaiId}, 'penerima', created_at from mail where perihal = '${perihal}'`,
    );
  };
  const day = (date: string) => ({ ...filter("internal"), startDate: date, endDate: date });
  /** Sets a column of kadis' recipient rows of the letter with this subject. */
  const onRows = (set: string, perihal: string) =>
    run(
      t.db,
      `update mail_recipient set ${set} where pegawai_id = ${kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${perihal}')`,
    );
  /** Removes the letter from kadis' lists (`mail_hidden`), or puts it back. */
  const removed = (perihal: string, yes: boolean) =>
    run(
      t.db,
      yes
        ? `insert into mail_hidden (user_id, mail_id) select ${kadis.userId}, id from mail where perihal = '${perihal}'`
        : `delete from mail_hidden where user_id = ${kadis.userId}
           and mail_id = (select id from mail where perihal = '${perihal}')`,
    );
  const dashboard = async (date: string) => {
    const [row] = await rowsOf(inboxCountsQuery({ ...kadis, startDate: date, endDate: date }));
    return inboxCounts(row);
  };

  it("count a letter on its Jakarta day, as the lists' dates read it", async () => {
    // 23:30 and 00:30 in Jakarta: 16:30 and 17:30 UTC of the same UTC day.
    await letterAt("Uji hari 1", "2025-03-10T23:30:00+07:00");
    await letterAt("Uji hari 2", "2025-03-11T00:30:00+07:00");
    expect((await inbox(t.db, day("2025-03-10"))).total).toBe(1);
    expect((await inbox(t.db, day("2025-03-11"))).total).toBe(1);
    expect((await inbox(t.db, day("2025-03-10"))).rows.map((r) => r.perihal)).toEqual([
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
    const listed = await inbox(t.db, day("2025-04-02"));
    expect([listed.total, listed.rows.map((r) => r.perihal)]).toEqual([1, ["Uji hari 4"]]);
    await removed("Uji hari 3", false);
    expect((await dashboard("2025-04-02")).internal).toEqual({ total: 2, read: 1 });
    // A recipient row removed (hidden_at): the entry goes, and its count with it.
    await onRows("hidden_at = now()", "Uji hari 4");
    expect((await dashboard("2025-04-02")).internal).toEqual({ total: 1, read: 1 });
    const [drift] = await run(t.db, INBOX_DAY_DRIFT);
    expect(Object.values(drift ?? {})[0]).toBe(0);
  });

  it("write nothing when a change moves no count", async () => {
    const before = await run(t.db, "select xmin::text as x from inbox_day_count order by 1");
    // A new subject rewrites the entries' `cari`, and no count.
    await run(t.db, "update mail set perihal = 'Uji hari 4 (ubah)' where perihal = 'Uji hari 4'");
    await onRows("read_at = now()", "Uji hari 3");
    expect(await run(t.db, "select xmin::text as x from inbox_day_count order by 1")).toEqual(
      before,
    );
  });

  it("stay exact when many deliveries and read marks reach the same people at once", async () => {
    const people = (
      await run<{ id: number }>(
        t.db,
        "select id from pegawai where nik like 'UJI-%' order by id limit 4",
      )
    ).map((r) => r.id);
    await run(
      t.db,
      `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at)
       select gen_random_uuid(), (select min(id) from satuan_kerja), 'internal', 'terkirim',
              ${kadis.userId}, 'Uji serentak ' || g, now() from generate_series(1, 24) g`,
    );
    // Each letter reaches the four people listed in another order, in a transaction of its
    // own, and half of them are read by one of those people in the same transaction.
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        t.db.transaction(async (tx) => {
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
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const [drift] = await run(t.db, INBOX_DAY_DRIFT);
    expect(Object.values(drift ?? {})[0]).toBe(0);
    const [row] = await run<{ total: number; is_read: number }>(
      t.db,
      `select sum(total)::int as total, sum(is_read)::int as is_read from inbox_day_count
       where pegawai_id in (${people.join(",")})`,
    );
    expect(row).toEqual({ total: 96, is_read: 12 });
  });

  it("are emptied with the entries", async () => {
    let left: number | undefined;
    const undone = new Error("undone");
    await expect(
      t.db.transaction(async (tx) => {
        await run(tx, "truncate inbox_letter");
        [left] = (
          await run<{ n: number }>(tx, "select count(*)::int as n from inbox_day_count")
        ).map((r) => r.n);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(left).toBe(0);
  });
});

describe("the dashboard's inbox counts", () => {
  it("sum the person's days of the range, reading no entry and no letter", async () => {
    // One letter removed from kadis' lists: its entry is counted out, found by its key.
    await run(
      t.db,
      `insert into mail_hidden (user_id, mail_id)
       select ${kadis.userId}, id from mail where perihal = 'Uji tab 100'`,
    );
    await run(t.db, "vacuum analyze inbox_letter, mail_hidden, inbox_day_count");
    const counts = inboxCountsQuery({ ...kadis, startDate: "2000-01-01", endDate: jakartaToday() });
    const [scans, read] = await t.db.transaction(async (tx) => {
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
    expect(card.sekretariat.total).toBe(await entriesOf("external"));
    expect(card.internal.total).toBe(await entriesOf("internal"));
  });
});
