import { BANK_MENUS } from "@lontar/contracts/bank";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { listen, type Unlisten } from "../db/listen";
import { menu, pegawai, userMenu, users } from "../db/schema";
import { mail, mailReviewer } from "../db/schema/surat";
import { openTestDatabase } from "../test/database";
import { eventually } from "../test/eventually";
import { sentLetter } from "../test/factories/surat-keluar";
import { createTestApp, type TestApp, untilListening } from "../test/harness";
import { audienceOf, DATA_CHANNEL, DataVersion, WRITING_GETS } from "./data-version";

/** Append-only logs and queues that no cached answer reads (migration 0012). */
/**
 * Append-only logs and queues, and `inbox_letter`: kept by mail_recipient's triggers in the
 * statement that changed those rows, whose notice names the same person.
 */
const UNWATCHED = [
  "audit_log",
  "captcha_used",
  "inbox_letter",
  "login_attempt",
  "outbox_email",
  "outbox_push",
];

describe("change notices", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("every table notifies its changes, but the unwatched ones", async () => {
    const result = await t.db.execute(sql`
      select c.relname as "table" from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and not exists (
          select 1 from pg_trigger g join pg_proc p on p.oid = g.tgfoid
          where g.tgrelid = c.oid and p.proname in ('notify_data_changed', 'notify_audience_changed'))
      order by 1`);
    // node-postgres and PGlite both answer `{ rows }`.
    const { rows } = result as unknown as { rows: { table: string }[] };
    expect(rows.map((r) => r.table)).toEqual(UNWATCHED);
  });

  it("a menu taken away closes its screen on the next request, cached session or not", async () => {
    await untilListening(t);
    const bank = "/egs/master/bank-mail-keluar?page=1&per_page=10";
    const get = t.as("sekretariat");
    expect((await get({ method: "GET", url: bank })).statusCode).toBe(200);
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "sekretariat"));
    const [held] = await t.db
      .select({ id: menu.id })
      .from(menu)
      .where(eq(menu.link, BANK_MENUS.keluar));
    if (!user || !held) throw new Error("the demo sekretariat or its bank menu is missing");
    await t.db
      .delete(userMenu)
      .where(and(eq(userMenu.userId, user.id), eq(userMenu.menuId, held.id)));
    try {
      const refused = await eventually(
        () => get({ method: "GET", url: bank }),
        (res) => res.statusCode === 403,
      );
      expect(refused.statusCode).toBe(403);
    } finally {
      await t.db.insert(userMenu).values({ userId: user.id, menuId: held.id });
    }
  });

  it("every GET listed as writing is a route", () => {
    const gets = new Set(t.app.routeTable.filter((r) => r.method === "GET").map((r) => r.url));
    for (const url of WRITING_GETS) expect(gets.has(url), url).toBe(true);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)("two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  const close: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    if (!database.url) throw new Error("PostgreSQL test database without URL");
    const second: Database = await openDatabase({
      kind: "postgres",
      url: database.url,
      poolSize: 3,
    });
    a = await createTestApp({ database });
    b = await createTestApp({ database: second });
    close.push(
      () => a.close(),
      () => b.close(),
      () => second.close(),
      () => database.close(),
    );
    for (const t of [a, b]) await untilListening(t);
  });
  afterAll(async () => {
    for (const c of close) await c();
  });

  const url = "/egs/persetujuan/mail?page=1&per_page=50";

  it("a write on A drops B's cached list within a second", async () => {
    const id = await sentLetter(a);
    await b.as("kabid")({ method: "GET", url });
    expect((await b.as("kabid")({ method: "GET", url })).headers["x-cache"]).toBe("hit");
    // A write through A's requests (marking read) and one through its database.
    await a.as("kabid")({ method: "GET", url: `/egs/mail/${id}` });
    await a.db.update(mail).set({ perihal: "Diubah di A" }).where(eq(mail.id, id));
    const started = Date.now();
    const seen = await eventually(
      () => b.as("kabid")({ method: "GET", url }),
      (res) => res.json().items.find((i: { id: string }) => i.id === id)?.hal === "Diubah di A",
    );
    expect(seen.json().items.find((i: { id: string }) => i.id === id)?.hal).toBe("Diubah di A");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a session ended on A is refused on B within a second", async () => {
    const pair = await a.login("sekdis");
    const headers = { authorization: `Bearer ${pair.access_token}` };
    const get = (t: TestApp) => t.app.inject({ method: "GET", url, headers });
    await get(b);
    expect((await get(b)).headers["x-cache"]).toBe("hit");
    const out = await a.app.inject({
      method: "POST",
      url: "/api/egs/revoke",
      payload: { fcm_token: null },
      headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await get(a)).statusCode).toBe(401);
    const started = Date.now();
    const onB = await eventually(
      () => get(b),
      (res) => res.statusCode === 401,
    );
    expect(onB.statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("the lists' versions", () => {
  const kabid = { userId: 2, pegawaiId: 12, satuanKerjaId: 1, userLevel: 9 };
  const sekretariat = { userId: 6, pegawaiId: 16, satuanKerjaId: 1, userLevel: 8 };
  const staf = { userId: 1, pegawaiId: 11, satuanKerjaId: 2, userLevel: 9 };

  it("a notice naming people moves their lists only", () => {
    const v = new DataVersion();
    const [a, b] = [audienceOf(kabid), audienceOf(staf)];
    const before = [v.listsOf(a), v.listsOf(b)];
    v.changed("mail_recipient:p12");
    expect(v.listsOf(a)).not.toBe(before[0]);
    expect(v.listsOf(b)).toBe(before[1]);
  });

  it("a secretariat's lists move with their unit's letters", () => {
    const v = new DataVersion();
    expect(audienceOf(sekretariat)).toContain("s1");
    expect(audienceOf(kabid)).not.toContain("s1");
    const before = [v.listsOf(audienceOf(sekretariat)), v.listsOf(audienceOf(kabid))];
    v.changed("mail:p11,s1,u1");
    expect(v.listsOf(audienceOf(sekretariat))).not.toBe(before[0]);
    expect(v.listsOf(audienceOf(kabid))).toBe(before[1]);
  });

  it("a notice naming only a table moves everyone's lists, and a later one still counts", () => {
    const v = new DataVersion();
    v.changed("mail:p12");
    const before = [v.listsOf(audienceOf(kabid)), v.listsOf(audienceOf(staf))];
    v.changed("pegawai");
    const after = [v.listsOf(audienceOf(kabid)), v.listsOf(audienceOf(staf))];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    v.changed("mail:p12");
    expect(v.listsOf(audienceOf(kabid))).not.toBe(after[0]);
    expect(v.listsOf(audienceOf(staf))).toBe(after[1]);
  });

  it("sessions, and tables no list reads, leave the lists alone", () => {
    const v = new DataVersion();
    const before = v.listsOf(audienceOf(kabid));
    const sessions = v.sessions;
    v.changed("auth_session");
    v.changed("stored_file");
    v.changed("nomor_counter");
    expect(v.listsOf(audienceOf(kabid))).toBe(before);
    expect(v.sessions).toBe(sessions + 1);
  });

  it("a write moves the writer's lists at once, and every session", () => {
    const v = new DataVersion();
    const before = [v.listsOf(audienceOf(kabid)), v.listsOf(audienceOf(staf)), v.sessions];
    v.wrote(kabid);
    expect(v.listsOf(audienceOf(kabid))).not.toBe(before[0]);
    expect(v.listsOf(audienceOf(staf))).toBe(before[1]);
    expect(v.sessions).not.toBe(before[2]);
  });
});

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
