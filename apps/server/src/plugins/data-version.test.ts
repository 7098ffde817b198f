import { BANK_MENUS } from "@lontar/contracts/bank";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { menu, userMenu, users } from "../db/schema";
import { mail } from "../db/schema/surat";
import { openTestDatabase } from "../test/database";
import { eventually } from "../test/eventually";
import { sentLetter } from "../test/factories/surat-keluar";
import { createTestApp, type TestApp, untilListening } from "../test/harness";
import { audienceOf, DataVersion, WRITING_GETS } from "./data-version";

/**
 * Append-only logs and queues, `inbox_letter` with its day counts (`inbox_day_count`): kept by
 * mail_recipient's triggers in the statement that changed those rows, whose notice names the
 * same person; the banks' day counts (`bank_day_count`), kept by mail's triggers, whose
 * notice names the unit's secretariat; and Persetujuan's (`at_work_day_count`), kept by
 * mail_reviewer's triggers, whose notice names the reviewer.
 */
const UNWATCHED = [
  "at_work_day_count",
  "audit_log",
  "bank_day_count",
  "captcha_used",
  "inbox_day_count",
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
