import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsByIndex, scansByIndex } from "../../../test/query-plan";
import { inboxCountsQuery } from "../../dashboard/dashboard.repository";
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

  it("counts the tab from its index alone, and reads whole only the page's entries", async () => {
    await run(t.db, "vacuum inbox_letter, mail_hidden");
    // Planned as at scale: a table this small is otherwise read whole and sorted.
    const [scans, read] = await t.db.transaction(async (tx) => {
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_sort = off");
      return [await scansByIndex(tx, tab("external")), await rowsByIndex(tx, tab("external"))];
    });
    expect(scans.get("inbox_letter_tab_idx")).toBe("Index Only Scan");
    expect(read.get("inbox_letter_tab_idx")).toBeGreaterThanOrEqual(EXTERNAL);
    expect(read.get("inbox_letter_pegawai_id_mail_id_pk")).toBeLessThanOrEqual(10);
    // The removed letters are read once, not looked up entry by entry.
    expect(read.get("mail_hidden_user_id_mail_id_pk") ?? 0).toBeLessThanOrEqual(1);
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
  });
});

describe("the dashboard's inbox counts", () => {
  it("count the person's range from the index alone, reading no entry and no letter", async () => {
    await run(t.db, "vacuum inbox_letter, mail_hidden");
    const counts = inboxCountsQuery({ ...kadis, startDate: "2000-01-01", endDate: jakartaToday() });
    const [scans, read] = await t.db.transaction(async (tx) => {
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_bitmapscan = off");
      return [await scansByIndex(tx, counts), await rowsByIndex(tx, counts)];
    });
    // Before, each entry of the range was read from the table for its marks.
    expect(scans.get("inbox_letter_time_idx")).toBe("Index Only Scan");
    expect(read.get("inbox_letter_time_idx")).toBeGreaterThan(EXTERNAL);
    expect([...read.keys()].filter((index) => index.startsWith("mail_"))).toEqual([
      "mail_hidden_user_id_mail_id_pk",
    ]);
  });
});
