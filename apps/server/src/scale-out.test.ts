import { createHash, randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./db/client";
import { mail } from "./db/schema/surat";
import { openTestDatabase } from "./test/database";
import { multipartUpload, PDF_BYTES } from "./test/factories/files";
import { openTestStream } from "./test/factories/notifikasi";
import { act, send, sentLetter, typicalLetter } from "./test/factories/surat-keluar";
import { createTestApp, type TestApp } from "./test/harness";
import { startTestS3, type TestS3 } from "./test/s3";

/**
 * Two instances behind a load balancer: one PostgreSQL, one S3 bucket, nothing else shared.
 * Whatever a user does on one must hold on the other.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Listens on a free port of the loopback and answers the base URL. */
async function serve(t: TestApp) {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.runIf(onPostgres)("two instances on one PostgreSQL and one S3 bucket", () => {
  let a: TestApp;
  let b: TestApp;
  let s3: TestS3;
  let databases: Database[] = [];
  const close: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    s3 = await startTestS3();
    const database = await openTestDatabase();
    if (!database.url) throw new Error("PostgreSQL test database without URL");
    const second = await openDatabase({ kind: "postgres", url: database.url, poolSize: 3 });
    databases = [database, second];
    // Each instance has its own S3 client, as separate processes would.
    a = await createTestApp({ database, storage: s3.storage() });
    b = await createTestApp({ database: second, storage: s3.storage() });
    close.push(
      () => a.close(),
      () => b.close(),
      () => second.close(),
      () => database.close(),
      () => s3.close(),
    );
  });
  afterAll(async () => {
    for (const c of close) await c();
  });

  it("startup work (migrations, seeds) runs on one instance at a time", async () => {
    const spans: [number, number][] = [];
    const work = async () => {
      const start = performance.now();
      await new Promise((r) => setTimeout(r, 150));
      spans.push([start, performance.now()]);
    };
    await Promise.all(databases.map((d) => d.exclusive(work)));
    const [first, second] = spans.sort((x, y) => x[0] - y[0]) as [
      [number, number],
      [number, number],
    ];
    expect(second[0]).toBeGreaterThanOrEqual(first[1]);
  });

  const refresh = (t: TestApp, refresh_token: string) =>
    t.app.inject({ method: "POST", url: "/api/egs/token/refresh", payload: { refresh_token } });

  it("a refresh token rotated on B and then reused on A is detected, and ends the session", async () => {
    const first = await a.login("staf");
    const initOnB = await b.app.inject({
      method: "GET",
      url: "/egs/initId",
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(initOnB.statusCode).toBe(200);

    const second = await refresh(b, first.refresh_token);
    expect(second.statusCode).toBe(200);
    // The chain moves on (on A this time): the first token is now past any grace for a
    // browser's parallel refresh, so showing it again can only be a replay.
    const third = await refresh(a, second.json().data.refresh_token);
    expect(third.statusCode).toBe(200);
    const reuse = await refresh(a, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().diagnostic.code).toBe("REFRESH_REUSED");
    // The latest pair dies with the session, whichever instance it is shown to.
    expect((await refresh(b, third.json().data.refresh_token)).statusCode).toBe(401);
  });

  it("a notification caused on A reaches the user streaming from B", async () => {
    const kabidOnB = await openTestStream(await serve(b), (await b.login("kabid")).access_token);
    await kabidOnB.next("counters");
    const id = await sentLetter(a);
    const event = await kabidOnB.next("notification", 3000);
    expect(event.data).toMatchObject({ notification: { mail_id: id, kategori: "persetujuan" } });
    kabidOnB.close();
  });

  it("a file uploaded on A downloads byte for byte from B", async () => {
    const bytes = Buffer.concat([PDF_BYTES, Buffer.from(`%${randomUUID()}\n`)]);
    const uploaded = await a.as("staf")(multipartUpload(bytes, "nota-dinas.pdf"));
    expect(uploaded.statusCode).toBe(200);
    const { _id, file_url } = uploaded.json().data;
    expect(await s3.keys()).toContain(`lontar/${sha256(bytes)}`);

    const downloaded = await b.as("staf")({ method: "GET", url: file_url });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers["content-type"]).toContain("application/pdf");
    expect(downloaded.rawPayload.equals(bytes)).toBe(true);
    expect(_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("letters of one work unit approved at once on both instances get distinct numbers; the PDF signed on A downloads from B", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await send(a, await typicalLetter(a, {}, ["kadis"]));
      expect(res.statusCode).toBe(200);
      ids.push(res.json().items.id);
    }
    const on = (i: number) => (i % 2 === 0 ? a : b);
    const results = await Promise.all(ids.map((id, i) => act(on(i), "kadis", id, "setuju")));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    const rows = await a.db.select().from(mail).where(inArray(mail.id, ids));
    expect(rows.every((r) => r.statusSurat === "terkirim" && r.signedDocumentId)).toBe(true);
    expect(new Set(rows.map((r) => r.nomorUrut)).size).toBe(4);
    expect(new Set(rows.map((r) => r.noSurat)).size).toBe(4);

    const signedOnA = ids[0] as string;
    const pdf = (t: TestApp) => t.as("kadis")({ method: "GET", url: `/egs/mail/${signedOnA}/pdf` });
    const [fromA, fromB] = [await pdf(a), await pdf(b)];
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(await s3.keys()).toContain(`lontar/${sha256(fromB.rawPayload)}`);
  }, 30_000);
});
