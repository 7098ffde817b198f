import type { TokenPair } from "@lontar/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

/**
 * ARCHITECTURE.md §7: a password change, a reset by an administrator and a deactivation end
 * the user's sessions. Access tokens are checked against the session table on every request
 * (plugins/auth.ts), so they stop at once; refresh tokens belong to the same session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NIP = { staf: "199506112020012003", kabid: "198104062006011002" };

const me = (pair: TokenPair, username: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/egs/user?username=${username}`,
    headers: { authorization: `Bearer ${pair.access_token}` },
  });
const refresh = (pair: TokenPair) =>
  t.app.inject({
    method: "POST",
    url: "/api/egs/token/refresh",
    payload: { refresh_token: pair.refresh_token },
  });

async function expectEnded(pair: TokenPair, username: string) {
  expect((await me(pair, username)).statusCode).toBe(401);
  expect((await refresh(pair)).statusCode).toBe(401);
}

describe("sessions end", () => {
  it("on a password change: every other session of the user, access and refresh", async () => {
    const other = await t.login("sekdis");
    const another = await t.login("sekdis");
    const current = await t.login("sekdis");
    const res = await t.app.inject({
      method: "POST",
      url: "/egs/pegawai-egs/api/user/change-password",
      headers: { authorization: `Bearer ${current.access_token}` },
      payload: {
        old_password: "lontar123",
        new_password: "password-baru-1",
        new_password_confirmation: "password-baru-1",
      },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(other, "sekdis");
    await expectEnded(another, "sekdis");
    // The session that made the change goes on: its user just proved the old password.
    expect((await me(current, "sekdis")).statusCode).toBe(200);
  });

  it("on a password reset by an administrator: all the user's sessions", async () => {
    const sessions = [await t.login("kabid"), await t.login("kabid")];
    const res = await t.as("admin")({
      method: "GET",
      url: `/egs/pegawai-egs/api/user/reset-password/${NIP.kabid}`,
    });
    expect(res.statusCode).toBe(200);
    for (const pair of sessions) await expectEnded(pair, "kabid");
  });

  it("on deactivation: all the user's sessions, and they stay ended after reactivation", async () => {
    const sessions = [await t.login("staf"), await t.login("staf")];
    const status = (value: string) =>
      t.as("admin")({
        method: "GET",
        url: `/api/egs/list/pegawai/${NIP.staf}/ganti-status?status=${value}`,
      });
    expect((await status("nonaktif")).statusCode).toBe(200);
    for (const pair of sessions) await expectEnded(pair, "staf");
    expect((await status("aktif")).statusCode).toBe(200);
    for (const pair of sessions) await expectEnded(pair, "staf");
  });
});
