import { authMessages } from "@lontar/contracts/auth";
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSession, users } from "../../db/schema";
import { EASY_CAPTCHA, solvedCaptcha } from "../../test/factories/tracking";
import {
  createTestApp,
  TEST_JWT_SECRET,
  TEST_TRACKING_SECRET,
  type TestApp,
} from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tracking: { secret: TEST_TRACKING_SECRET, captcha: EASY_CAPTCHA } });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = "10.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/egs/token",
    payload: { username, password, fcm_token: null },
    remoteAddress,
  });
const me = (token: string, username = "staf") =>
  t.app.inject({
    method: "GET",
    url: `/api/egs/user?username=${username}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe("POST /api/egs/token", () => {
  it("logs in with the demo password and answers a token pair", async () => {
    const res = await login("staf", "lontar123");
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token_type).toBe("Bearer");
    expect(data.expires_in).toBe(900);
    expect(data.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect((await me(data.access_token)).statusCode).toBe(200);
  });

  it("refuses a wrong password with 401 and the diagnostic message", async () => {
    const res = await login("staf", "salah");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      diagnostic: {
        status: 401,
        code: "INVALID_CREDENTIALS",
        message: "Username atau password salah",
      },
    });
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    const res = await login("tidak-ada", "lontar123");
    expect(res.statusCode).toBe(401);
    expect(res.json().diagnostic.message).toBe("Username atau password salah");
  });

  it("refuses a deactivated user with a message that says so, and ends their sessions", async () => {
    const before = await login("kadisdik", "lontar123");
    const token = before.json().data.access_token;
    await t.db.update(users).set({ status: "nonaktif" }).where(eq(users.username, "kadisdik"));
    const res = await login("kadisdik", "lontar123");
    expect(res.statusCode).toBe(403);
    expect(res.json().diagnostic).toEqual({
      status: 403,
      code: "USER_INACTIVE",
      message: authMessages.inactive,
    });
    expect((await me(token, "kadisdik")).statusCode).toBe(401);
    const wrong = await login("kadisdik", "salah");
    expect(wrong.statusCode).toBe(401); // a wrong password never reveals the account state
    await t.db.update(users).set({ status: "aktif" }).where(eq(users.username, "kadisdik"));
  });

  it("answers 429 with the retry time after 10 failures for one username from one address", async () => {
    for (let i = 0; i < 10; i++)
      expect((await login("kabid", "salah", "10.9.9.9")).statusCode).toBe(401);
    const locked = await login("kabid", "lontar123", "10.9.9.9");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().diagnostic.code).toBe("TOO_MANY_ATTEMPTS");
    expect(locked.json().diagnostic.message).toMatch(
      /coba lagi dalam 15 menit \(pukul \d\d:\d\d WIB\)/,
    );
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    // Another username from the same address is not locked; another address is not either,
    // though the account now asks for a captcha (login-throttle.test.ts).
    expect((await login("sekdis", "lontar123", "10.9.9.9")).statusCode).toBe(200);
    const elsewhere = await login("kabid", "lontar123", "10.9.9.8");
    expect(elsewhere.json().diagnostic.code).toBe("CAPTCHA_REQUIRED");
    const solved = await t.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: "kabid", password: "lontar123", captcha: await solvedCaptcha(t) },
      remoteAddress: "10.9.9.8",
    });
    expect(solved.statusCode).toBe(200);
  });

  it("rejects a body without the required fields with 422", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: "staf" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().diagnostic.code).toBe("VALIDATION_FAILED");
    expect(res.json().errors.password).toBeDefined();
  });
});

describe("bearer tokens", () => {
  const sign = (secret: string, exp: string | number, sid: string) =>
    new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("14")
      .setIssuer("lontar")
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  it("401 without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/egs/user?username=staf" });
    expect(res.statusCode).toBe(401);
    expect(res.json().diagnostic.code).toBe("UNAUTHENTICATED");
  });
  it("401 for a malformed token", async () =>
    expect((await me("abc.def.ghi")).statusCode).toBe(401));
  it("401 for a token signed with another key", async () => {
    const { access_token } = await t.login("staf");
    const session = (await t.db.select().from(authSession).limit(1))[0];
    expect(access_token).toBeTruthy();
    expect(
      (await me(await sign("another-secret-another-secret-1234", "15m", session?.id ?? "")))
        .statusCode,
    ).toBe(401);
  });
  it("401 TOKEN_EXPIRED for an expired token", async () => {
    await t.login("staf");
    const session = (await t.db.select().from(authSession).limit(1))[0];
    const res = await me(
      await sign(TEST_JWT_SECRET, Math.floor(Date.now() / 1000) - 10, session?.id ?? ""),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().diagnostic.code).toBe("TOKEN_EXPIRED");
  });
  it("401 for a token without an expiry, even of a live session and the right key", async () => {
    // Issue 25 item 8: such a token would never lapse.
    const { access_token } = await t.login("staf");
    const { sub, sid } = decodeJwt(access_token);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const claims = () =>
      new SignJWT({ sid }).setProtectedHeader({ alg: "HS256" }).setSubject(String(sub));
    const withExp = await claims().setIssuer("lontar").setIssuedAt().setExpirationTime("5m");
    expect((await me(await withExp.sign(key))).statusCode).toBe(200);
    const noExp = await me(await claims().setIssuer("lontar").setIssuedAt().sign(key));
    expect(noExp.statusCode).toBe(401);
    expect(noExp.json().diagnostic.code).toBe("UNAUTHENTICATED");
  });
});

describe("POST /api/egs/token/refresh", () => {
  const refresh = (refresh_token: string) =>
    t.app.inject({ method: "POST", url: "/api/egs/token/refresh", payload: { refresh_token } });

  it("rotates: a new pair, and the old refresh token is spent", async () => {
    const first = await t.login("sekdis");
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token, "sekdis")).statusCode).toBe(200);
  });

  it("revokes the whole family when a spent token comes back", async () => {
    const first = await t.login("sekdis");
    const second = (await refresh(first.refresh_token)).json().data;
    // The chain moves on, so `first` is past its short grace (see refresh-cookie.test.ts).
    const third = (await refresh(second.refresh_token)).json().data;
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().diagnostic.code).toBe("REFRESH_REUSED");
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    expect((await me(third.access_token, "sekdis")).statusCode).toBe(401);
  });

  it("401 for an unknown refresh token", async () => {
    expect((await refresh("bukan-token")).statusCode).toBe(401);
  });
});

describe("POST /api/egs/revoke", () => {
  it("ends the session: its access and refresh tokens stop working", async () => {
    const pair = await t.login("kabid");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/egs/revoke",
      payload: { fcm_token: null },
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(pair.access_token, "kabid")).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/egs/token/refresh",
      payload: { refresh_token: pair.refresh_token },
    });
    expect(again.statusCode).toBe(401);
  });
  it("401 anonymous", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/egs/revoke", payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe("logins from one address", () => {
  let office: TestApp;
  beforeAll(async () => {
    office = await createTestApp({ loginPerMinute: 3 });
  });
  afterAll(() => office.close());

  const attempt = (username: string, remoteAddress: string) =>
    office.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username, password: "lontar123", fcm_token: null },
      remoteAddress,
    });

  it("are capped per minute as LOGIN_RATE_PER_MINUTE says, each address apart", async () => {
    for (const username of ["staf", "kabid", "sekdis"])
      expect((await attempt(username, "10.7.7.7")).statusCode).toBe(200);
    expect((await attempt("kadis", "10.7.7.7")).statusCode).toBe(429);
    expect((await attempt("kadis", "10.7.7.8")).statusCode).toBe(200);
  });
});
