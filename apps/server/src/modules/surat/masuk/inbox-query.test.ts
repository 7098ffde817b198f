import { describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import { INBOX_DAY_DRIFT } from "../../../test/day-count-drift";
import { busyInboxForFile, EMPLOYEES, EXTERNAL, INTERNAL } from "../../../test/factories/inbox";
import { genericFiltersByIndex, rowsByIndex, scansByIndex } from "../../../test/query-plan";
import { inbox, inboxPageSelect, inboxValues } from "./inbox-query";

const f = busyInboxForFile();

describe("an inbox tab", () => {
  it("lists only its own category, with the right total", async () => {
    const internal = await f.t.as("kadis")({
      method: "GET",
      url: "/egs/mail?start_date=2000-01-01",
    });
    expect(internal.json().meta.total).toBeGreaterThanOrEqual(INTERNAL);
    expect(internal.json().meta.total).toBeLessThan(INTERNAL + 10);
    const external = await f.t.as("kadis")({
      method: "GET",
      url: "/egs/mail-sekretariat?start_date=2000-01-01",
    });
    expect(external.json().meta.total).toBeGreaterThanOrEqual(EXTERNAL);
  });

  it("reads only that category's entries of the person, in the index's order", async () => {
    const read = await rowsByIndex(f.t.db, f.tab("internal"));
    expect(read.get("inbox_letter_tab_idx")).toBeGreaterThanOrEqual(INTERNAL);
    expect(read.get("inbox_letter_tab_idx")).toBeLessThan(INTERNAL + 10);
    expect([...read.keys()].filter((index) => index.startsWith("mail_recipient"))).toEqual([]);
  });

  it("reads each addressee's name by its key, not the whole employee table for every row", async () => {
    const read = await rowsByIndex(f.t.db, f.tab("internal"));
    expect(read.get("seq:pegawai") ?? 0).toBeLessThan(EMPLOYEES);
    expect(read.get("pegawai_pkey")).toBeGreaterThanOrEqual(INTERNAL);
    const page = await inbox(f.t.db, f.filter("internal"));
    expect(page.rows.filter((row) => row.kepada_nama.length === 1)).toHaveLength(INTERNAL);
  });

  it("reads the letters of its page only, however many the tab holds", async () => {
    const read = await rowsByIndex(f.t.db, f.tab("external"));
    expect(read.get("mail_pkey")).toBeLessThanOrEqual(10);
    expect(read.get("seq:mail") ?? 0).toBe(0);
    const page = await inbox(f.t.db, f.filter("external"));
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(EXTERNAL);
  });

  it("reads only its page's entries, and counts the tab by its days", async () => {
    await run(f.t.db, "vacuum inbox_letter, mail_hidden, inbox_day_count");
    // Planned as at scale: a table this small is otherwise read whole and sorted.
    const [scans, read] = await f.t.db.transaction(async (tx) => {
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_sort = off");
      return [await scansByIndex(tx, f.tab("external")), await rowsByIndex(tx, f.tab("external"))];
    });
    expect(scans.get("inbox_letter_tab_idx")).toBe("Index Only Scan");
    // Before, the whole range was read to count it (at least the 300 external letters).
    expect(read.get("inbox_letter_tab_idx")).toBeLessThanOrEqual(10);
    expect(read.get("inbox_letter_pegawai_id_mail_id_pk")).toBeLessThanOrEqual(10);
    // The letters arrived over two or three days: a row a day for each category.
    expect(read.get("inbox_day_count_pegawai_id_day_kategori_surat_pk")).toBeLessThanOrEqual(8);
    // The removed letters are read once, not looked up entry by entry.
    expect(read.get("mail_hidden_user_id_mail_id_pk") ?? 0).toBeLessThanOrEqual(1);
    const page = await inbox(f.t.db, f.filter("external"));
    expect(page.total).toBe(await f.entriesOf("external"));
  });

  it("searches the letters' subject, number and sender in any case, as ILIKE would", async () => {
    const found = await inbox(f.t.db, { ...f.filter("external"), q: "uji TAB 7" });
    // The external ones of "Uji tab 7", "Uji tab 70" … "Uji tab 79" (306 letters exist).
    expect(found.total).toBe(11);
    expect(found.rows.every((r) => r.perihal.startsWith("Uji tab 7"))).toBe(true);
    // LIKE's own characters are the words searched, not wildcards.
    expect((await inbox(f.t.db, { ...f.filter("external"), q: "Uji_tab" })).total).toBe(0);
    expect((await inbox(f.t.db, { ...f.filter("external"), q: "tab 1%" })).total).toBe(0);
  });

  it("searches the tab from its index alone, reading the page's letters only", async () => {
    await run(f.t.db, "vacuum inbox_letter, mail_hidden");
    const searched = inboxPageSelect(
      f.t.db,
      inboxValues({ ...f.filter("external"), q: "uji tab" }),
    );
    const [scans, read] = await f.t.db.transaction(async (tx) => {
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_sort = off");
      return [await scansByIndex(tx, searched.getSQL()), await rowsByIndex(tx, searched.getSQL())];
    });
    expect(scans.get("inbox_letter_tab_idx")).toBe("Index Only Scan");
    expect(read.get("inbox_letter_tab_idx")).toBeGreaterThanOrEqual(EXTERNAL);
    // Before, each of the month's entries read its letter to match it.
    expect(read.get("mail_pkey")).toBeLessThanOrEqual(10);
  });

  it("lowercases the search once per statement, not once per entry it matches", async () => {
    const searched = inboxPageSelect(
      f.t.db,
      inboxValues({ ...f.filter("external"), q: "Uji Tab" }),
    );
    const filter = (await genericFiltersByIndex(f.t.db, searched.getSQL())).get(
      "inbox_letter_tab_idx",
    );
    expect(filter).toContain("cari ~~");
    // Before, the generic plan filtered with `cari ~~ lower($n)`: a lowercasing per entry.
    expect(filter).not.toContain("lower(");
    expect((await inbox(f.t.db, { ...f.filter("external"), q: "Uji Tab" })).total).toBe(
      (await inbox(f.t.db, { ...f.filter("external"), q: "uji tab" })).total,
    );
  });

  it("finds a letter by its new subject, number or sender once the letter changes", async () => {
    const find = async (q: string) =>
      (await inbox(f.t.db, { ...f.filter("external"), q })).rows.map((r) => r.perihal);
    const letter = "Uji tab 12";
    expect(await find("800/12/BKD/2026")).toEqual([]);
    // A number given after the letter reached its recipients, and its sender written in.
    await run(
      f.t.db,
      `update mail set no_surat = '800/12/BKD/2026', dari = 'Dinas Pendidikan Provinsi'
       where perihal = '${letter}'`,
    );
    expect(await find("800/12/bkd")).toEqual([letter]);
    expect(await find("pendidikan PROVINSI")).toEqual([letter]);
    await run(
      f.t.db,
      `update mail set perihal = 'Undangan rapat koordinasi' where perihal = '${letter}'`,
    );
    expect(await find("rapat koordinasi")).toEqual(["Undangan rapat koordinasi"]);
    expect(await find(letter)).not.toContain(letter);
    // The fold writes the same text as the letter's trigger did.
    const [drift] = await run<{ n: number }>(
      f.t.db,
      "select count(*)::int as n from (select * from inbox_letter except select * from inbox_letter_folded) d",
    );
    expect(drift?.n).toBe(0);
  });

  it("gives the total on a page past the end", async () => {
    const past = await inbox(f.t.db, { ...f.filter("internal"), page: 50 });
    expect(past.rows).toHaveLength(0);
    const first = await inbox(f.t.db, f.filter("internal"));
    expect(past.total).toBe(first.total);
    expect(past.total).toBeGreaterThanOrEqual(INTERNAL);
    // Past the tally, the tab's index is not read at all (before, its whole range was).
    const read = await rowsByIndex(
      f.t.db,
      inboxPageSelect(f.t.db, inboxValues({ ...f.filter("external"), page: 50 })).getSQL(),
    );
    expect(read.get("inbox_letter_tab_idx") ?? 0).toBe(0);
    expect(read.get("seq:inbox_letter") ?? 0).toBe(0);
  });

  it("keeps each entry the fold of the person's rows of the letter, in the statement", async () => {
    const entry = async (perihal: string) => {
      const [row] = await run<{ received_at: string; is_read: boolean; role: string }>(
        f.t.db,
        `select e.received_at::text, e.is_read, e.role from inbox_letter e join mail m on m.id = e.mail_id
         where m.perihal = '${perihal}' and e.pegawai_id = ${f.kadis.pegawaiId}`,
      );
      return row;
    };
    const letter = "Uji tab 3";
    const before = await entry(letter);
    expect(before).toMatchObject({ is_read: false, role: "penerima" });
    // A forward reaches kadis again: the latest arrival and its role; unread.
    await run(
      f.t.db,
      `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
       select id, kategori_surat, ${f.kadis.pegawaiId}, 'teruskan', now() from mail where perihal = '${letter}'`,
    );
    const again = await entry(letter);
    expect(again?.role).toBe("teruskan");
    expect((again?.received_at ?? "") > (before?.received_at ?? "")).toBe(true);
    // Read while any row is unread: not yet.
    await run(
      f.t.db,
      `update mail_recipient set read_at = now() where role = 'teruskan' and pegawai_id = ${f.kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${letter}')`,
    );
    expect((await entry(letter))?.is_read).toBe(false);
    await run(
      f.t.db,
      `update mail_recipient set read_at = now() where pegawai_id = ${f.kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${letter}')`,
    );
    expect((await entry(letter))?.is_read).toBe(true);
    // The forward withdrawn: back to the first arrival.
    await run(
      f.t.db,
      `delete from mail_recipient where role = 'teruskan' and pegawai_id = ${f.kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${letter}')`,
    );
    expect(await entry(letter)).toMatchObject({
      received_at: before?.received_at,
      role: "penerima",
    });
    // Removed by the person: no entry, and no longer in the tab.
    await run(
      f.t.db,
      `update mail_recipient set hidden_at = now() where pegawai_id = ${f.kadis.pegawaiId}
       and mail_id = (select id from mail where perihal = '${letter}')`,
    );
    expect(await entry(letter)).toBeUndefined();
    const listed = await inbox(f.t.db, { ...f.filter("internal"), q: letter });
    expect(listed.rows.map((r) => r.perihal)).not.toContain(letter);
    // Each step moved the day's counts in the same statement.
    const [drift] = await run<{ n: number }>(f.t.db, INBOX_DAY_DRIFT);
    expect(Object.values(drift ?? {})[0]).toBe(0);
    expect((await inbox(f.t.db, f.filter("internal"))).total).toBe(await f.entriesOf("internal"));
  });
});
