import { sql } from "drizzle-orm";
import type { FastifyRequest, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { cookieRefreshToken, REFRESH_COOKIE, REFRESH_COOKIE_PATHS } from "./refresh-cookie";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JSON_TYPE = { "content-type": "application/json" };

const login = (username: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({
    method: "POST",
    url: "/api/egs/token",
    payload: { username, password: "lontar123" },
    headers,
  });

const refreshCookies = (res: LightMyRequestResponse) =>
  res.cookies.filter((cookie) => cookie.name === REFRESH_COOKIE);

/** The refresh token a browser would now hold. */
const cookieOf = (res: LightMyRequestResponse) => refreshCookies(res)[0]?.value ?? "";

const refreshWithCookie = (token: string, headers: Record<string, string> = JSON_TYPE) =>
  t.app.inject({
    method: "POST",
    url: "/api/egs/token/refresh",
    payload: "{}",
    headers,
    cookies: { [REFRESH_COOKIE]: token },
  });

const me = (token: string, username: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/egs/user?username=${username}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe("the refresh cookie", () => {
  it("is set on login: HttpOnly, SameSite=Strict, only on the auth paths, not Secure over HTTP", async () => {
    const res = await login("staf");
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    // API clients still get both tokens in the body.
    expect(body.refresh_token).toBeTruthy();
    const cookies = refreshCookies(res);
    expect(cookies.map((cookie) => cookie.path).sort()).toEqual([...REFRESH_COOKIE_PATHS].sort());
    for (const cookie of cookies) {
      expect(cookie.value).toBe(body.refresh_token);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Strict");
      expect(cookie.secure).toBeFalsy();
      expect(cookie.maxAge).toBe(2_592_000);
    }
  });

  it("is Secure when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await login("staf", { "x-forwarded-proto": "https" }, proxied.app);
      expect(refreshCookies(res).every((cookie) => cookie.secure)).toBe(true);
      const plain = await login("staf", {}, proxied.app);
      expect(refreshCookies(plain).some((cookie) => cookie.secure)).toBe(false);
    } finally {
      await proxied.close();
    }
  });

  it("refreshes a session without a token in the body, and rotates the cookie", async () => {
    const first = cookieOf(await login("sekdis"));
    const res = await refreshWithCookie(first);
    expect(res.statusCode).toBe(200);
    const second = cookieOf(res);
    expect(second).toBe(res.json().data.refresh_token);
    expect(second).not.toBe(first);
    expect((await me(res.json().data.access_token, "sekdis")).statusCode).toBe(200);
  });

  it("refuses the cookie without a JSON body (CSRF) and leaves the session alive", async () => {
    const token = cookieOf(await login("sekdis"));
    // What a cross-site form can send: refused before the token is looked at.
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data"]) {
      const form = await refreshWithCookie(token, { "content-type": type });
      expect([403, 415, 422]).toContain(form.statusCode);
    }
    expect((await refreshWithCookie(token)).statusCode).toBe(200);
  });

  it("is only read from a request with a JSON body", () => {
    const request = (type?: string) =>
      ({
        cookies: { [REFRESH_COOKIE]: "abc" },
        headers: type ? { "content-type": type } : {},
      }) as unknown as FastifyRequest;
    expect(cookieRefreshToken(request("application/json; charset=utf-8"))).toBe("abc");
    for (const type of [undefined, "text/plain", "application/x-www-form-urlencoded"])
      expect(() => cookieRefreshToken(request(type))).toThrow(/application\/json/);
  });

  it("answers 401 and drops the cookie when it names no live session", async () => {
    const res = await refreshWithCookie("bukan-token");
    expect(res.statusCode).toBe(401);
    expect(refreshCookies(res).every((cookie) => cookie.value === "")).toBe(true);
    const none = await t.app.inject({
      method: "POST",
      url: "/api/egs/token/refresh",
      payload: {},
    });
    expect(none.statusCode).toBe(401);
  });
});

describe("two tabs refreshing at once", () => {
  it("both get a pair for the same cookie, and the session lives on", async () => {
    const shared = cookieOf(await login("kabid"));
    const [a, b] = await Promise.all([refreshWithCookie(shared), refreshWithCookie(shared)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await me(a.json().data.access_token, "kabid")).statusCode).toBe(200);
    expect((await me(b.json().data.access_token, "kabid")).statusCode).toBe(200);
    expect((await refreshWithCookie(cookieOf(b))).statusCode).toBe(200);
  });

  it("still treats a token as reused once the chain moved on", async () => {
    const first = cookieOf(await login("kabid"));
    const second = cookieOf(await refreshWithCookie(first));
    const third = await refreshWithCookie(second);
    expect(third.statusCode).toBe(200);
    const reuse = await refreshWithCookie(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().diagnostic.code).toBe("REFRESH_REUSED");
    expect((await me(third.json().data.access_token, "kabid")).statusCode).toBe(401);
  });

  it("treats the previous token as reused after the grace period", async () => {
    const first = cookieOf(await login("kabid"));
    const second = await refreshWithCookie(first);
    await t.db.execute(sql`update refresh_token set used_at = now() - interval '1 minute'
      where used_at is not null and used_at > now() - interval '10 seconds'`);
    const reuse = await refreshWithCookie(first);
    expect(reuse.json().diagnostic.code).toBe("REFRESH_REUSED");
    expect((await me(second.json().data.access_token, "kabid")).statusCode).toBe(401);
  });
});

describe("logout", () => {
  const revoke = (
    headers: Record<string, string>,
    cookies: Record<string, string> = {},
    payload: object | null = { fcm_token: null },
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/egs/revoke",
      payload: payload ?? undefined,
      headers,
      cookies,
    });
  const cleared = (res: LightMyRequestResponse) =>
    refreshCookies(res).filter(
      (cookie) => cookie.value === "" && (cookie.expires?.getTime() ?? 1) <= Date.now(),
    );

  it("with the access token ends the session and clears the cookie on both paths", async () => {
    const res0 = await login("staf");
    const res = await revoke({ authorization: `Bearer ${res0.json().data.access_token}` });
    expect(res.statusCode).toBe(200);
    expect(
      cleared(res)
        .map((cookie) => cookie.path)
        .sort(),
    ).toEqual([...REFRESH_COOKIE_PATHS].sort());
    expect((await refreshWithCookie(cookieOf(res0))).statusCode).toBe(401);
  });

  it("with the cookie alone ends that session (JSON only)", async () => {
    const res0 = await login("staf");
    const token = cookieOf(res0);
    // What a cross-site form can send is refused.
    const bare = await revoke({}, { [REFRESH_COOKIE]: token }, null);
    expect([403, 415, 422]).toContain(bare.statusCode);
    const res = await revoke(JSON_TYPE, { [REFRESH_COOKIE]: token });
    expect(res.statusCode).toBe(200);
    expect(cleared(res)).toHaveLength(2);
    expect((await me(res0.json().data.access_token, "staf")).statusCode).toBe(401);
    expect((await refreshWithCookie(token)).statusCode).toBe(401);
    expect((await revoke(JSON_TYPE, { [REFRESH_COOKIE]: token })).statusCode).toBe(401);
  });
});

describe("security headers", () => {
  it("sends a strict Content-Security-Policy without inline scripts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-src 'self' blob:");
  });
});
