import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase, pgliteClient } from "../db/client";
import { accessTokenSigner } from "../modules/auth/access-token";
import { openTestDatabase } from "../test/database";
import { createTestApp, TEST_JWT_SECRET } from "../test/harness";
import { testSigning } from "../test/signing";

/**
 * Issue 25 item 8: while the database cannot be reached, every request answers 503 with
 * Retry-After in the error envelope (the client may try again), not 500 (a bug).
 */
const expectUnavailable = (res: { statusCode: number; headers: object; json(): unknown }) => {
  expect(res.statusCode).toBe(503);
  expect((res.headers as Record<string, string>)["retry-after"]).toMatch(/^\d+$/);
  expect(res.json()).toEqual({
    diagnostic: {
      status: 503,
      code: "UNAVAILABLE",
      message: "Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.",
    },
  });
};

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
});

describe("a database outage", () => {
  it("PostgreSQL refusing connections: login and signed-in calls answer 503", async () => {
    // Port 1 on the loopback: nothing listens, node-postgres gets ECONNREFUSED.
    const database = await openDatabase({
      kind: "postgres",
      url: "postgres://lontar@127.0.0.1:1/lontar",
      poolSize: 1,
      onIdleError: () => undefined,
    });
    const app = await buildApp({
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      logLevel: "silent",
      signing: testSigning(),
    });
    closers.push(
      () => database.close(),
      () => app.close(),
    );
    expectUnavailable(
      await app.inject({
        method: "POST",
        url: "/api/egs/token",
        payload: { username: "staf", password: "lontar123" },
      }),
    );
    // A well-signed token: its session is looked up in the database.
    const token = await accessTokenSigner(TEST_JWT_SECRET, 900).sign({
      userId: 1,
      sessionId: "0190a0c0-0000-7000-8000-000000000001",
    });
    expectUnavailable(
      await app.inject({
        method: "GET",
        url: "/egs/telusuri/mail",
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200); // no database involved
  });

  // On PostgreSQL the case above is the outage (ending the test's pool waits for the server's
  // LISTEN connections, so it cannot stand for one); on PGlite the embedded database goes away.
  it.runIf(inject("dbTemplate").kind === "pglite")(
    "PGlite closed after sign-in: the next calls answer 503",
    async () => {
      const database = await openTestDatabase();
      const t = await createTestApp({ database });
      closers.push(
        () => t.close(),
        () => database.close(),
      );
      expect((await t.as("staf")({ method: "GET", url: "/egs/telusuri/mail" })).statusCode).toBe(
        200,
      );
      await pgliteClient(database).close();
      expectUnavailable(await t.as("staf")({ method: "GET", url: "/egs/konsep/mail?page=2" }));
      expectUnavailable(
        await t.app.inject({
          method: "POST",
          url: "/api/egs/token",
          payload: { username: "kabid", password: "lontar123" },
        }),
      );
    },
  );
});
