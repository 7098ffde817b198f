import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/auth";
import { mail } from "../db/schema/surat";
import { eventually } from "../test/eventually";
import { detail, sentLetter } from "../test/factories/surat-keluar";
import { createTestApp, type TestApp, untilListening } from "../test/harness";
import { statementsOf, tablesRead } from "../test/statements";
import { UNREAD_BY_LISTS } from "./data-version";

describe("response cache of the lists", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await untilListening(t);
  });
  afterAll(() => t.close());

  const approvals = (username = "kabid", headers: Record<string, string> = {}) =>
    t.as(username)({ method: "GET", url: "/egs/persetujuan/mail?page=1&per_page=50", headers });

  it("answers a list from the cache the second time, the same body", async () => {
    const first = await approvals();
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(first.headers["x-cache-miss"]).toBe("absent");
    const second = await approvals();
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
  });

  it("a letter sent to the user by another shows once its notice is heard; read, at once", async () => {
    await approvals();
    expect((await approvals()).headers["x-cache"]).toBe("hit");
    const id = await sentLetter(t);
    // Another's write reaches this user's lists with its notice, a moment after the commit.
    const after = await eventually(
      () => approvals(),
      (res) => res.json().items.some((i: { id: string }) => i.id === id),
    );
    expect(after.headers["x-cache"]).toBe("miss");
    const item = after.json().items.find((i: { id: string }) => i.id === id);
    expect(item?.is_read).toBe(false);
    // Opening the letter (a GET that writes) marks it read.
    expect((await detail(t, "kabid", id)).statusCode).toBe(200);
    const read = await approvals();
    expect(read.headers["x-cache"]).toBe("miss");
    expect(read.json().items.find((i: { id: string }) => i.id === id)?.is_read).toBe(true);
  });

  it("opening a letter already read keeps the cached lists: nothing changed", async () => {
    const id = await sentLetter(t);
    expect((await detail(t, "kabid", id)).statusCode).toBe(200);
    // The first opening's notice may arrive after the next read: wait until it is heard.
    const cached = await eventually(
      () => approvals(),
      (res) => res.headers["x-cache"] === "hit",
    );
    expect(cached.headers["x-cache"]).toBe("hit");
    expect((await detail(t, "kabid", id)).statusCode).toBe(200);
    // Long enough for a change notice, had there been one, to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect((await approvals()).headers["x-cache"]).toBe("hit");
  });

  it("a statement that changes no row sends no notice; one that changes a row does", async () => {
    const [first] = (await approvals()).json().items;
    expect((await approvals()).headers["x-cache"]).toBe("hit");
    await t.db
      .update(mail)
      .set({ perihal: "Tidak ada" })
      .where(eq(mail.id, "00000000-0000-0000-0000-000000000000"));
    await new Promise((r) => setTimeout(r, 300));
    expect((await approvals()).headers["x-cache"]).toBe("hit");
    await t.db.update(mail).set({ perihal: first.hal }).where(eq(mail.id, first.id));
    const dropped = await eventually(
      () => approvals(),
      (res) => res.headers["x-cache"] === "miss",
    );
    expect(dropped.headers["x-cache"]).toBe("miss");
  });

  it("a change committed outside any request (a job, another instance) drops the entry", async () => {
    const before = (await approvals()).json().items[0];
    expect((await approvals()).headers["x-cache"]).toBe("hit");
    await t.db.update(mail).set({ perihal: "Diubah di luar" }).where(eq(mail.id, before.id));
    const after = await eventually(
      () => approvals(),
      (res) => res.json().items[0].hal === "Diubah di luar",
    );
    expect(after.json().items[0].hal).toBe("Diubah di luar");
  });

  it("never gives one user another user's entry for the same URL", async () => {
    const url = "/egs/notification/count";
    const mine = await t.as("kabid")({ method: "GET", url });
    await t.as("kabid")({ method: "GET", url });
    const theirs = await t.as("staf")({ method: "GET", url });
    expect(theirs.headers["x-cache"]).toBe("miss");
    const inbox = (u: string) => t.as(u)({ method: "GET", url: "/egs/mail?page=1&per_page=5" });
    await inbox("kabid");
    const other = await inbox("sekdis");
    expect(other.headers["x-cache"]).toBe("miss");
    expect(mine.statusCode).toBe(200);
  });

  it("Cache-Control: no-cache goes to the database", async () => {
    await approvals();
    const res = await approvals("kabid", { "cache-control": "no-cache" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-cache"]).toBe("bypass");
  });

  it("a revoked session is refused on its next request, cached list or not", async () => {
    const pair = await t.login("sekdis");
    const headers = { authorization: `Bearer ${pair.access_token}` };
    const url = "/egs/persetujuan/mail?page=1&per_page=50";
    await t.app.inject({ method: "GET", url, headers });
    expect((await t.app.inject({ method: "GET", url, headers })).headers["x-cache"]).toBe("hit");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/egs/revoke",
      payload: { fcm_token: null },
      headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url, headers })).statusCode).toBe(401);
  });

  it("a user deactivated outside any request is refused once the change is heard", async () => {
    const pair = await t.login("kadis");
    const headers = { authorization: `Bearer ${pair.access_token}` };
    const url = "/egs/notification/count";
    expect((await t.app.inject({ method: "GET", url, headers })).statusCode).toBe(200);
    await t.db.update(users).set({ status: "nonaktif" }).where(eq(users.username, "kadis"));
    const res = await eventually(
      () => t.app.inject({ method: "GET", url, headers }),
      (r) => r.statusCode === 401,
    );
    expect(res.statusCode).toBe(401);
  });
});

describe("the cache follows whom a change concerns", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await untilListening(t);
  });
  afterAll(() => t.close());

  const list = (username: string, url: string) => () => t.as(username)({ method: "GET", url });
  /** Reads until the answer comes from the cache: the notices of earlier writes are heard. */
  const cachedNow = async (read: () => ReturnType<ReturnType<typeof list>>) =>
    expect(
      (await eventually(read, (res) => res.headers["x-cache"] === "hit")).headers["x-cache"],
    ).toBe("hit");
  /** Long enough for a change notice, had there been one, to arrive. */
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it("a change to a letter drops the lists of the people it concerns, and no one else's", async () => {
    // Written by staf, at kabid for review; not yet delivered to kadisdik.
    const id = await sentLetter(t);
    const approvals = list("kabid", "/egs/persetujuan/mail?page=1&per_page=50");
    const inbox = list("kadisdik", "/egs/mail?page=1&per_page=10");
    await cachedNow(approvals);
    await cachedNow(inbox);
    await t.db.update(mail).set({ perihal: "Diubah untuk pemeriksa" }).where(eq(mail.id, id));
    const seen = await eventually(approvals, (res) =>
      res.json().items.some((i: { hal: string }) => i.hal === "Diubah untuk pemeriksa"),
    );
    expect(seen.headers["x-cache"]).toBe("miss");
    expect(seen.headers["x-cache-miss"]).toBe("changed");
    await settle();
    expect((await inbox()).headers["x-cache"]).toBe("hit");
  });

  it("opening a letter drops the reader's lists and keeps the writer's", async () => {
    const id = await sentLetter(t);
    const tracked = list("staf", "/egs/telusuri/mail?page=1&per_page=10");
    const approvals = list("kabid", "/egs/persetujuan/mail?page=1&per_page=50");
    await cachedNow(tracked);
    await cachedNow(approvals);
    expect((await detail(t, "kabid", id)).statusCode).toBe(200);
    const read = await approvals();
    expect(read.headers["x-cache"]).toBe("miss");
    expect(read.json().items.find((i: { id: string }) => i.id === id)?.is_read).toBe(true);
    await settle();
    expect((await tracked()).headers["x-cache"]).toBe("hit");
  });

  it("a change to the master data drops everyone's lists", async () => {
    const inbox = list("kadisdik", "/egs/mail?page=1&per_page=10");
    await cachedNow(inbox);
    const [who] = await t.db.select().from(users).where(eq(users.username, "admin"));
    if (!who) throw new Error("the demo admin is missing");
    await t.db.update(users).set({ status: who.status }).where(eq(users.id, who.id));
    const dropped = await eventually(inbox, (res) => res.headers["x-cache"] === "miss");
    expect(dropped.headers["x-cache"]).toBe("miss");
  });

  it("no cached answer reads a table whose changes leave the lists alone", async () => {
    const cached = t.app.routeTable.filter((r) => r.cached && r.method === "GET");
    expect(cached.length).toBeGreaterThanOrEqual(8);
    await sentLetter(t);
    const read = new Set<string>();
    const queries = ["", "&q=rapat", "&start_date=2026-01-01&end_date=2026-12-31"];
    const statements = await statementsOf(t.db, async () => {
      for (const username of ["staf", "kabid", "kadisdik", "sekretariat"])
        for (const { url } of cached)
          for (const query of queries) {
            const res = await t.as(username)({
              method: "GET",
              url: `${url}?page=1&per_page=10${query}`,
              headers: { "cache-control": "no-cache" },
            });
            // The secretariat's own list refuses the others (403); every other answers.
            expect([200, 403]).toContain(res.statusCode);
          }
    });
    for (const statement of statements) for (const table of tablesRead(statement)) read.add(table);
    expect(read).toContain("mail");
    expect(read).toContain("mail_recipient");
    expect([...read].filter((table) => UNREAD_BY_LISTS.has(table))).toEqual([]);
  });
});
