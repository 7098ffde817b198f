import { authMessages } from "@lontar/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = "/egs/pegawai-egs/api/user/change-password";
const change = (token: string, payload: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: URL,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
const ok = {
  old_password: "lontar123",
  new_password: "password-baru-1",
  new_password_confirmation: "password-baru-1",
};

describe("POST /egs/pegawai-egs/api/user/change-password", () => {
  it("refuses a wrong old password", async () => {
    const { access_token } = await t.login("kabid");
    const res = await change(access_token, { ...ok, old_password: "salah" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.old_password).toEqual([authMessages.oldPasswordWrong]);
    expect(res.json().diagnostic.message).toBe(authMessages.oldPasswordWrong);
  });

  it.each([
    [
      "shorter than 8 characters",
      { new_password: "pendek1", new_password_confirmation: "pendek1" },
      authMessages.newPasswordTooShort,
    ],
    [
      "equal to the old one",
      { new_password: "lontar123", new_password_confirmation: "lontar123" },
      authMessages.newPasswordSameAsOld,
    ],
    [
      "among the most common ones",
      { new_password: "Password1", new_password_confirmation: "Password1" },
      authMessages.newPasswordCommon,
    ],
    [
      "that is the username",
      { new_password: "Kabid", new_password_confirmation: "Kabid" },
      [authMessages.newPasswordTooShort, authMessages.newPasswordPersonal],
    ],
    [
      "with another confirmation",
      { new_password_confirmation: "password-lain" },
      authMessages.newPasswordMismatch,
    ],
  ])("refuses a new password %s under errors.new_password", async (_name, change_, message) => {
    const { access_token } = await t.login("kabid");
    const res = await change(access_token, { ...ok, ...change_ });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.new_password).toEqual([message].flat());
    // Nothing changed: the old password still logs in.
    expect((await t.login("kabid")).access_token).toBeTruthy();
  });

  it("refuses the user's own NIP as the new password", async () => {
    const { access_token } = await t.login("kabid");
    const [user] = await t.db
      .select({ nip: users.pegNip })
      .from(users)
      .where(eq(users.username, "kabid"));
    const nip = user?.nip ?? "";
    const res = await change(access_token, {
      ...ok,
      new_password: nip,
      new_password_confirmation: nip,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.new_password).toEqual([authMessages.newPasswordPersonal]);
    expect(res.json().diagnostic.message).toBe(authMessages.newPasswordPersonal);
  });

  it("changes the password and ends the user's other sessions only", async () => {
    const other = await t.login("sekdis");
    const current = await t.login("sekdis");
    const res = await change(current.access_token, ok);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: { message: "Change Password Success !" } });

    const get = (token: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/egs/user",
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await get(current.access_token)).statusCode).toBe(200);
    expect((await get(other.access_token)).statusCode).toBe(401);
    await expect(t.login("sekdis", "lontar123")).rejects.toThrow(/401/);
    expect((await t.login("sekdis", "password-baru-1")).access_token).toBeTruthy();
  });

  it("401 anonymous", async () => {
    expect((await t.app.inject({ method: "POST", url: URL, payload: ok })).statusCode).toBe(401);
  });
});
