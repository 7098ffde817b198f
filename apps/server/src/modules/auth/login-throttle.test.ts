import {
  authMessages,
  DEMO_PASSWORD,
  LOGIN_ACCOUNT_CAPTCHA_FAILURES,
} from "@lontar/contracts/auth";
import { NOTIFICATION_TITLES } from "@lontar/contracts/notification";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { EASY_CAPTCHA, solvedCaptcha } from "../../test/factories/tracking";
import { createTestApp, TEST_TRACKING_SECRET, type TestApp } from "../../test/harness";

// Issue 25 item 4: the per-address lockout let guessing go on from a second address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tracking: { secret: TEST_TRACKING_SECRET, captcha: EASY_CAPTCHA } });
});
afterAll(() => t.close());

let ipCounter = 0;
const newAddress = () => `198.51.100.${++ipCounter}`;

const login = (username: string, password: string, ip: string, captcha?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/egs/token",
    payload: { username, password, captcha },
    remoteAddress: ip,
  });

/** Wrong passwords for `username`, each from an address of its own (none gets locked). */
async function guessFromManyAddresses(username: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(username, `tebakan-${i}`, newAddress());
    expect(res.statusCode).toBe(401);
  }
}

const notificationsOf = async (username: string) =>
  (await t.as(username)({ method: "GET", url: "/egs/notification" })).json().items as {
    kategori: string;
    type: string;
    perihal: string;
  }[];

describe("failed logins to one account from many addresses", () => {
  it("make every further login to it need a captcha, tell the owner once, and lock nobody out", async () => {
    await guessFromManyAddresses("kadisdik", LOGIN_ACCOUNT_CAPTCHA_FAILURES);

    // From yet another address, not even the right password passes without a captcha.
    const bare = await login("kadisdik", DEMO_PASSWORD, newAddress());
    expect(bare.statusCode).toBe(428);
    expect(bare.json().diagnostic).toMatchObject({
      code: "CAPTCHA_REQUIRED",
      message: authMessages.captchaRequired,
    });
    const bogus = await login("kadisdik", "tebakan-x", newAddress(), "bm90IGEgcGF5bG9hZA==");
    expect(bogus.json().diagnostic.message).toBe(authMessages.captchaInvalid);

    // A solved captcha serves one try: a guess with it fails as usual, its reuse is refused.
    const captcha = await solvedCaptcha(t);
    expect((await login("kadisdik", "tebakan-y", newAddress(), captcha)).statusCode).toBe(401);
    expect((await login("kadisdik", DEMO_PASSWORD, newAddress(), captcha)).statusCode).toBe(428);

    // The owner, solving one, gets in; other accounts are untouched.
    const owner = await login("kadisdik", DEMO_PASSWORD, newAddress(), await solvedCaptcha(t));
    expect(owner.statusCode).toBe(200);
    expect((await login("staf", DEMO_PASSWORD, newAddress())).statusCode).toBe(200);

    // One notice for the owner, in the bell, however many failures followed.
    const notices = (await notificationsOf("kadisdik")).filter((n) => n.kategori === "keamanan");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.type).toBe("login-gagal");
    expect(NOTIFICATION_TITLES["login-gagal"]).toBe(
      "Percobaan login gagal berulang pada akun anda",
    );
    expect(notices[0]?.perihal).toMatch(
      /^Terdeteksi 10 percobaan login gagal pada akun anda dari 10 alamat dalam 15 menit terakhir/,
    );
    const [audits] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "login_throttled"), eq(auditLog.username, "kadisdik")));
    expect(audits?.n).toBe(1);

    // The owner's success starts the count afresh.
    expect((await login("kadisdik", DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it("needs no captcha below the threshold", async () => {
    await guessFromManyAddresses("sekretariat", LOGIN_ACCOUNT_CAPTCHA_FAILURES - 1);
    expect((await login("sekretariat", DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
    const notices = (await notificationsOf("sekretariat")).filter((n) => n.kategori === "keamanan");
    expect(notices).toHaveLength(0);
  });

  it("treats an unknown username alike, without notifying anyone", async () => {
    await guessFromManyAddresses("tidak-ada", LOGIN_ACCOUNT_CAPTCHA_FAILURES);
    expect((await login("tidak-ada", "apa-saja", newAddress())).statusCode).toBe(428);
  });
});
