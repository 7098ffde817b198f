import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type Unlisten } from "../db/listen";
import { pegawai, users } from "../db/schema";
import { mail } from "../db/schema/surat";
import { mailReviewer } from "../db/schema/surat-reviewer";
import { eventually } from "../test/eventually";
import { sentLetter } from "../test/factories/surat-keluar";
import { createTestApp, type TestApp, untilListening } from "../test/harness";
import { DATA_CHANNEL } from "./data-version";

/*
 * What a change notice says: the table, and whom the change concerns (migration 0034), as the
 * statement triggers read them from the changed rows.
 */
describe("whom a change notice names", () => {
  let t: TestApp;
  const heard: string[] = [];
  let unlisten: Unlisten;
  beforeAll(async () => {
    t = await createTestApp();
    unlisten = listen(t.db, DATA_CHANNEL, { onMessage: (payload) => heard.push(payload) });
    await untilListening(t);
  });
  afterAll(async () => {
    await unlisten();
    await t.close();
  });

  /** The people of the demo logins, as a notice names them. */
  const keysOf = async (...usernames: string[]) => {
    const rows = await t.db
      .select({ userId: users.id, pegawaiId: pegawai.id, satuanKerjaId: pegawai.satuanKerjaId })
      .from(users)
      .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
      .where(inArray(users.username, usernames));
    return rows;
  };
  /**
   * Where the notices of every change committed so far end: a notice of its own, heard after
   * them (one connection's notices arrive in commit order). A late notice of an earlier
   * test's writes is not taken for the next one.
   */
  let marks = 0;
  const settled = async () => {
    const mark = `mark:${++marks}`;
    await t.db.execute(sql`select pg_notify(${DATA_CHANNEL}, ${mark})`);
    await eventually(async () => heard.includes(mark), Boolean);
    return heard.indexOf(mark) + 1;
  };
  /** The keys of the next notice about `table` heard after `task`. */
  const noticeOf = async (table: string, task: () => Promise<unknown>) => {
    const from = await settled();
    await task();
    const found = await eventually(
      async () => heard.slice(from).find((p) => p === table || p.startsWith(`${table}:`)),
      (p) => p !== undefined,
    );
    if (!found) throw new Error(`no notice about ${table}`);
    return found === table ? null : found.slice(table.length + 1).split(",");
  };

  it("a letter's change names its writer, sender, unit and reviewers, not its addressee yet", async () => {
    const id = await sentLetter(t);
    const [staf] = await keysOf("staf");
    const reviewers = await keysOf("kabid", "sekdis", "kadis");
    const [kadisdik] = await keysOf("kadisdik");
    if (!staf || !kadisdik) throw new Error("demo logins missing");
    const keys = await noticeOf("mail", () =>
      t.db.update(mail).set({ perihal: "Siapa yang diberi tahu" }).where(eq(mail.id, id)),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        `u${staf.userId}`,
        `p${staf.pegawaiId}`,
        `s${staf.satuanKerjaId}`,
        ...reviewers.map((r) => `p${r.pegawaiId}`),
      ]),
    );
    expect(keys).not.toContain(`p${kadisdik.pegawaiId}`);
  });

  it("a letter given to another sender names both senders and their units", async () => {
    const id = await sentLetter(t);
    const [before] = await t.db
      .select({ pengirim: mail.pengirimPegawaiId })
      .from(mail)
      .where(eq(mail.id, id));
    const [kadisdik] = await keysOf("kadisdik");
    if (!before?.pengirim || !kadisdik) throw new Error("letter or demo login missing");
    const [old] = await t.db
      .select({ unit: pegawai.satuanKerjaId })
      .from(pegawai)
      .where(eq(pegawai.id, before.pengirim));
    const keys = await noticeOf("mail", () =>
      t.db.update(mail).set({ pengirimPegawaiId: kadisdik.pegawaiId }).where(eq(mail.id, id)),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        `p${before.pengirim}`,
        `s${old?.unit}`,
        `p${kadisdik.pegawaiId}`,
        `s${kadisdik.satuanKerjaId}`,
      ]),
    );
  });

  it("a letter's notice, read from its columns (0039), names whom the whole rows named", async () => {
    const id = await sentLetter(t);
    const [kadisdik] = await keysOf("kadisdik");
    if (!kadisdik) throw new Error("demo kadisdik missing");
    const change = (perihal: string) => () =>
      t.db
        .update(mail)
        .set({ perihal, pengirimPegawaiId: kadisdik.pegawaiId })
        .where(eq(mail.id, id));
    const [before] = await t.db
      .select({ pengirim: mail.pengirimPegawaiId })
      .from(mail)
      .where(eq(mail.id, id));
    const columns = await noticeOf("mail", change("Dibaca dari kolomnya"));
    // The same change, from the same letter, told by the generic trigger of 0034.
    await t.db
      .update(mail)
      .set({ pengirimPegawaiId: before?.pengirim ?? null })
      .where(eq(mail.id, id));
    await t.db.execute(sql`alter table mail disable trigger data_changed_update`);
    await t.db.execute(sql`create trigger generic_probe after update on mail
      referencing old table as before new table as changed for each statement
      execute function notify_audience_changed('id', '{}', 'created_by', 'u',
        'pengirim_pegawai_id', 'p', 'satuan_kerja_id', 's')`);
    try {
      const rows = await noticeOf("mail", change("Dibaca dari barisnya"));
      expect(columns).not.toBeNull();
      expect(columns).toEqual(rows);
    } finally {
      await t.db.execute(sql`drop trigger generic_probe on mail`);
      await t.db.execute(sql`alter table mail enable trigger data_changed_update`);
    }
  });

  it("a read mark names only the reader", async () => {
    const id = await sentLetter(t);
    const [kabid] = await keysOf("kabid");
    if (!kabid) throw new Error("demo kabid missing");
    const keys = await noticeOf("mail_reviewer", () =>
      t.db
        .update(mailReviewer)
        .set({ readAt: new Date() })
        .where(and(eq(mailReviewer.mailId, id), eq(mailReviewer.pegawaiId, kabid.pegawaiId))),
    );
    expect(keys).toEqual([`p${kabid.pegawaiId}`]);
  });

  it("a statement of more than a thousand rows goes to everyone, without reading whom", async () => {
    const [admin] = await keysOf("admin");
    if (!admin) throw new Error("demo admin missing");
    const many = await noticeOf("notification", () =>
      t.db.execute(sql`insert into notification (id, user_id, kategori, type, perihal)
        select gen_random_uuid(), ${admin.userId}, 'konsep', 'pemeriksaan', 'Banyak ' || g
        from generate_series(1, 1001) g`),
    );
    expect(many).toBeNull();
    const few = await noticeOf("notification", () =>
      t.db.execute(sql`delete from notification
        where user_id = ${admin.userId} and perihal in ('Banyak 1', 'Banyak 2')`),
    );
    expect(few).toEqual([`u${admin.userId}`]);
    await t.db.execute(sql`delete from notification where perihal like 'Banyak %'`);
  });

  it("a change naming more people than a notice holds goes to everyone", async () => {
    const keys = await noticeOf("mail", () =>
      t.db.execute(
        sql`select notify_audience('mail', array(select 'p' || g from generate_series(1, 3000) g))`,
      ),
    );
    expect(keys).toBeNull();
  });
});
