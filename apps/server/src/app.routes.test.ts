import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_JWT_SECRET, type TestApp } from "./test/harness";

/**
 * The routes anyone may call: sign-in, the public tracking and verification pages, the API
 * documentation, health, and links that carry their own signature (tracking attachments,
 * the schedule recap PDF, the archive's Excel export).
 */
const PUBLIC = [
  /^GET \/docs(\/.*)?$/,
  /^GET \/api\/health$/,
  /^POST \/api\/egs\/token(\/refresh)?$/,
  /^(GET|POST) \/egs\/public\//,
  /^GET \/egs\/rekap-mail\/pdf\/:token$/,
  /^GET \/egs\/arsip\/export\/excel\/file$/,
];

const SAMPLE_ID = "0190f5a0-0000-7000-8000-000000000001";
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    /id$/i.test(name) && name !== "id" ? "1" : name === "nip" ? "199001012015031001" : SAMPLE_ID,
  );

let t: TestApp;
let guarded: { method: string; url: string }[];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  guarded = t.app.routeTable.filter(
    (r) => r.method !== "HEAD" && !PUBLIC.some((p) => p.test(`${r.method} ${r.url}`)),
  );
});
afterAll(() => t.close());

const sign = (secret: string, claims: { sub: string; sid: string }, expiresAt: number) =>
  new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuer("lontar")
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

/** Calls every guarded route with this Authorization header; answers those not refused with 401. */
async function notRefused(authorization?: string) {
  const open: string[] = [];
  for (const route of guarded) {
    const res = await t.app.inject({
      method: route.method as "GET",
      url: concrete(route.url),
      headers: authorization ? { authorization } : {},
      payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
    });
    if (res.statusCode !== 401) open.push(`${route.method} ${route.url} → ${res.statusCode}`);
  }
  return open;
}

describe("every route outside the public list needs a live session", () => {
  it("finds the routes from the server itself", () => {
    expect(guarded.length).toBeGreaterThan(100);
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toContain("GET /egs/mail/:id");
  });

  it("answers 401 without a token", async () => {
    expect(await notRefused()).toEqual([]);
  });

  it("answers 401 to a token signed with another key", async () => {
    const pair = await t.login("staf");
    const [, payload] = pair.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = await sign(
      "another-secret-of-at-least-thirty-two-characters",
      { sub: claims.sub, sid: claims.sid },
      Math.floor(Date.now() / 1000) + 600,
    );
    expect(await notRefused(`Bearer ${forged}`)).toEqual([]);
    expect(await notRefused("Bearer not.a.token")).toEqual([]);
  });

  it("answers 401 to an expired token of a live session", async () => {
    const pair = await t.login("kabid");
    const [, payload] = pair.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const expired = await sign(
      TEST_JWT_SECRET,
      { sub: claims.sub, sid: claims.sid },
      Math.floor(Date.now() / 1000) - 60,
    );
    expect(await notRefused(`Bearer ${expired}`)).toEqual([]);
  });

  it("answers 401 to the token of a session that logged out", async () => {
    const pair = await t.login("kadis");
    const revoke = await t.app.inject({
      method: "POST",
      url: "/api/egs/revoke",
      payload: { fcm_token: null },
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(revoke.statusCode).toBe(200);
    expect(await notRefused(`Bearer ${pair.access_token}`)).toEqual([]);
  });
});

/** Public routes that answer 401 themselves when no refresh token comes with the call. */
const OWN_401 = ["POST /api/egs/token/refresh", "POST /api/egs/revoke"];

describe("the public routes pass the session check without a token", () => {
  it("answers none of them 401", async () => {
    const open = t.app.routeTable
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !r.startsWith("HEAD ") && PUBLIC.some((p) => p.test(r)))
      .filter((r) => !OWN_401.includes(r));
    expect(open).toEqual(
      expect.arrayContaining([
        "POST /api/egs/token",
        "GET /egs/public/verify/:id",
        "POST /egs/public/verify",
        "GET /egs/public/tracking-mail",
        "GET /egs/public/sample-letter",
        "GET /egs/rekap-mail/pdf/:token",
        "GET /egs/arsip/export/excel/file",
      ]),
    );
    const refused: string[] = [];
    for (const route of open) {
      const [method, url] = route.split(" ") as [string, string];
      const res = await t.app.inject({
        method: method as "GET",
        url: concrete(url),
        payload: method === "GET" ? undefined : {},
      });
      if (res.statusCode === 401) refused.push(`${route} → 401`);
    }
    expect(refused).toEqual([]);
  });
});
