import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { changedTables, databaseFingerprint } from "./db-fingerprint";
import { type RouteUnderTest, requestFor, routesOf } from "./route-requests";

/**
 * Every registered route, called with random and malformed input by users of the demo
 * organisation: it never answers 5xx, and a refused (4xx) call leaves the database unchanged.
 * The suite runs one fixed seed, so a red build always means a change broke something;
 * FUZZ_SEED=random explores new inputs (the seed is printed: FUZZ_SEED=<seed> reproduces it).
 * FUZZ_RUNS=<n> calls each route n times (default 6); FUZZ_ROUTE=<text> keeps the routes whose
 * "METHOD /url" contains the text.
 */
const FIXED_SEED = 1839342788;
const seed =
  process.env.FUZZ_SEED === "random"
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? FIXED_SEED);
const numRuns = Number(process.env.FUZZ_RUNS ?? 6);

/** Routes that would end the caller's own session or never end (the event stream). */
const SKIP = [
  /^GET \/docs/,
  /^POST \/api\/egs\/revoke$/,
  /^POST \/egs\/pegawai-egs\/api\/user\/change-password$/,
  /^GET \/api\/egs\/stream$/,
];
/**
 * Refusals that must leave a trace: a wrong signing passphrase counts towards the lockout
 * (on the signing key) and is written to the signing log.
 */
const WRITES_ON_REFUSAL: [RegExp, string[]][] = [
  [/\/egs\/esign\/(check-passphrase|passphrase)$/, ["esign_log", "signing_key"]],
  [/\/egs\/master\/update-mail\/:id$/, ["esign_log", "signing_key"]],
];
const allowedWrites = (route: RouteUnderTest) =>
  WRITES_ON_REFUSAL.filter(([pattern]) => pattern.test(route.url)).flatMap(([, tables]) => tables);

const USERS = ["admin", "staf", "kadis", "sekdis", "sekretariat", "kabid"];

let t: TestApp;
let routes: RouteUnderTest[];
let fingerprint: Awaited<ReturnType<typeof databaseFingerprint>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  routes = routesOf(t.app, SKIP).filter((r) =>
    `${r.method} ${r.url}`.includes(process.env.FUZZ_ROUTE ?? ""),
  );
  fingerprint = await databaseFingerprint(t.db);
  for (const user of USERS) await t.as(user)({ method: "GET", url: "/api/egs/user" });
  console.info(`fuzzing ${routes.length} routes, ${numRuns} runs each, FUZZ_SEED=${seed}`);
});
afterAll(() => t?.close());

const describeCall = (user: string, request: InjectOptions) =>
  `${user} ${request.method} ${String(request.url).slice(0, 200)} ${String(request.payload ?? "").slice(0, 200)}`;

it("no route answers 5xx or writes on a refusal", { timeout: 600_000 }, async () => {
  const failures: string[] = [];
  let calls = 0;
  let before = await fingerprint();
  for (const [index, route] of routes.entries()) {
    const result = await fc.check(
      fc.asyncProperty(fc.constantFrom(...USERS), requestFor(route), async (user, request) => {
        calls++;
        const res = await t.as(user)(request);
        if (res.statusCode >= 500)
          throw new Error(
            `${res.statusCode} ${res.body.slice(0, 300)}\n  ${describeCall(user, request)}`,
          );
        const after = await fingerprint();
        const allowed = allowedWrites(route);
        const changed = changedTables(before, after).filter((name) => !allowed.includes(name));
        before = after;
        if (res.statusCode >= 400 && changed.length > 0)
          throw new Error(
            `${res.statusCode} but changed ${changed.join(", ")}\n  ${describeCall(user, request)}`,
          );
      }),
      { numRuns, seed: seed + index, endOnFailure: true },
    );
    if (result.failed) {
      const error = result.errorInstance as Error | undefined;
      failures.push(`${route.method} ${route.url}: ${error?.message ?? "failed"}`);
    }
  }
  console.info(`${calls} calls`);
  expect(failures).toEqual([]);
});
