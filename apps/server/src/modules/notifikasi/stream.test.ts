import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { openTestDatabase } from "../../test/database";
import { openTestStream } from "../../test/factories/notifikasi";
import { act, sentLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";

/** Listens on a free port of the loopback and answers the base URL. */
async function serve(t: TestApp) {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

describe("live stream (Server-Sent Events)", () => {
  let t: TestApp;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp();
    base = await serve(t);
  });
  afterAll(() => t.close());

  it("sends the counters at once, then each new notification within a second of its commit", async () => {
    const kabid = await t.login("kabid");
    const stream = await openTestStream(base, kabid.access_token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain("text/event-stream");
    const first = await stream.next("counters");
    expect(first.data).toMatchObject({ persetujuan_count: 0, notifCount: 0 });

    const id = await sentLetter(t);
    const committed = Date.now();
    const event = await stream.next("notification", 1000);
    expect(event.at - committed).toBeLessThan(1000);
    expect(event.data).toMatchObject({
      notification: {
        kategori: "persetujuan",
        type: "pemeriksaan",
        mail_id: id,
        kategori_surat: "internal",
      },
      counters: { persetujuan_count: 1, notifCount: 1 },
    });

    // Reading the category in another tab updates this one's counters.
    await t.as("kabid")({
      method: "POST",
      url: "/egs/notification/read",
      payload: { kategori: "persetujuan" },
    });
    expect((await stream.next("counters", 1000)).data).toMatchObject({ persetujuan_count: 0 });
    stream.close();
  });

  it("a user's stream never carries another user's notification", async () => {
    const staf = await t.login("staf");
    const stream = await openTestStream(base, staf.access_token);
    await stream.next("counters");
    const id = await sentLetter(t);
    await act(t, "kabid", id, "perbaikan");
    // The letter went to kabid first (not staf's); the revision comes back to staf.
    const event = await stream.next("notification", 2000);
    expect(event.data).toMatchObject({ notification: { kategori: "konsep", mail_id: id } });
    stream.close();
  });

  it("refuses a stream without a valid token", async () => {
    const res = await fetch(`${base}/api/egs/stream`, {
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(res.status).toBe(401);
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
    const second = await openDatabase({ kind: "postgres", url: database.url, poolSize: 3 });
    a = await createTestApp({ database });
    b = await createTestApp({ database: second });
    close.push(
      () => a.close(),
      () => b.close(),
      () => second.close(),
      () => database.close(),
    );
  });
  afterAll(async () => {
    for (const c of close) await c();
  });

  it("an event on one instance reaches a user streaming from the other, both ways", async () => {
    const baseA = await serve(a);
    const baseB = await serve(b);
    const kabidOnA = await openTestStream(baseA, (await a.login("kabid")).access_token);
    const sekdisOnB = await openTestStream(baseB, (await b.login("sekdis")).access_token);
    await kabidOnA.next("counters");
    await sekdisOnB.next("counters");

    // staf sends on instance B; kabid listens on A.
    const id = await sentLetter(b);
    const sent = Date.now();
    const onA = await kabidOnA.next("notification", 1000);
    expect(onA.at - sent).toBeLessThan(1000);
    expect(onA.data).toMatchObject({ notification: { mail_id: id, kategori: "persetujuan" } });

    // kabid passes it on through instance A; sekdis listens on B.
    const res = await act(a, "kabid", id, "lanjutkan");
    expect(res.statusCode).toBe(200);
    const acted = Date.now();
    const onB = await sekdisOnB.next("notification", 1000);
    expect(onB.at - acted).toBeLessThan(1000);
    expect(onB.data).toMatchObject({ notification: { mail_id: id, kategori: "persetujuan" } });
    kabidOnA.close();
    sekdisOnB.close();
  });
});
