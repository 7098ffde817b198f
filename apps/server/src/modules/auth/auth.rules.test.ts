import { authMessages } from "@lontar/contracts/auth";
import { describe, expect, it } from "vitest";
import {
  accountNeedsCaptcha,
  checkNewPassword,
  lockedUntil,
  lockoutMessage,
  throttleNotice,
} from "./auth.rules";

const now = new Date("2026-11-22T03:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("lockedUntil", () => {
  it("is not locked below ten failures", () => {
    expect(lockedUntil([1, 2, 3, 4, 5, 6, 7, 8, 9].map(minutesAgo), now)).toBeNull();
  });
  it("locks at ten failures until the tenth newest leaves the 15-minute window", () => {
    const failures = [0, 1, 1, 2, 2, 3, 3, 4, 5, 6].map(minutesAgo);
    expect(lockedUntil(failures, now)).toEqual(new Date(minutesAgo(6).getTime() + 15 * 60_000));
  });
  it("lifts once the window has passed", () => {
    const failures = Array.from({ length: 10 }, () => minutesAgo(16));
    expect(lockedUntil(failures, now)).toBeNull();
  });
});

describe("lockoutMessage", () => {
  it("says when to retry in minutes and WIB time", () => {
    const until = new Date(now.getTime() + 9 * 60_000 + 5000);
    expect(lockoutMessage(until, now)).toBe(
      "Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam 10 menit (pukul 10:09 WIB).",
    );
  });
});

describe("checkNewPassword", () => {
  const owner = { username: "kabid", nip: "197001011990031001" };
  const base = {
    old_password: "kopi-pagi-7",
    new_password: "rahasia-baru",
    new_password_confirmation: "rahasia-baru",
  };
  const twice = (password: string) => ({
    ...base,
    new_password: password,
    new_password_confirmation: password,
  });
  const check = (input: typeof base) => checkNewPassword(input, owner).new_password;
  it("accepts a valid change", () => expect(checkNewPassword(base, owner)).toEqual({}));
  it("needs at least 8 characters", () =>
    expect(check(twice("pendek"))).toEqual([authMessages.newPasswordTooShort]));
  it("refuses the old password", () =>
    expect(check(twice("kopi-pagi-7"))).toEqual([authMessages.newPasswordSameAsOld]));
  it("needs an equal confirmation", () =>
    expect(check({ ...base, new_password_confirmation: "lain-lagi" })).toEqual([
      authMessages.newPasswordMismatch,
    ]));
  it.each([
    "password",
    "12345678",
    "Qwertyuiop",
    "iloveyou",
    "sunshine",
    "bismillah",
    "Merdeka1945",
  ])("refuses the common password %s", (password) =>
    expect(check(twice(password))).toEqual([authMessages.newPasswordCommon]),
  );
  it.each(["kabid", "KABID", "197001011990031001", "nip197001011990031001"])(
    "refuses the user's own username or NIP: %s",
    (password) => expect(check(twice(password))).toContain(authMessages.newPasswordPersonal),
  );
  it("accepts a password that merely contains the username", () =>
    expect(check(twice("kabid-di-kantor-baru"))).toBeUndefined());
});

describe("accountNeedsCaptcha and throttleNotice", () => {
  it("asks for a captcha from the tenth failure on, whatever the addresses", () => {
    expect(accountNeedsCaptcha(9)).toBe(false);
    expect(accountNeedsCaptcha(10)).toBe(true);
  });
  it("counts failures and addresses, once per 15-minute window", () => {
    const failures = ["10.0.0.1", "10.0.0.2", "10.0.0.2"].map((ip) => ({ ip }));
    const notice = throttleNotice(failures, now);
    expect(notice.perihal).toBe(
      "Terdeteksi 3 percobaan login gagal pada akun anda dari 2 alamat dalam 15 menit terakhir; " +
        "login kini memerlukan captcha. Jika itu bukan anda, segera ganti password.",
    );
    expect(throttleNotice(failures, minutesAgo(-14)).dedupeKey).toBe(notice.dedupeKey);
    expect(throttleNotice(failures, minutesAgo(-15)).dedupeKey).not.toBe(notice.dedupeKey);
  });
});
