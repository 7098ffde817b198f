import { createHmac } from "node:crypto";
import {
  authMessages,
  LOGIN_ACCOUNT_CAPTCHA_FAILURES,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  PASSWORD_MIN_LENGTH,
} from "@lontar/contracts/auth";
import { clockInJakarta } from "../../lib/jakarta-day";
import { isCommonPassword } from "./common-passwords";

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** Start of the window in which failed logins are counted. */
export const failureWindowStart = (now: Date): Date => new Date(now.getTime() - WINDOW_MS);

/**
 * When a username is locked for an address: given the latest failures (newest first, only
 * those inside the window and after the last success), the time the lock lifts, or null.
 */
export function lockedUntil(recentFailures: Date[], now: Date): Date | null {
  if (recentFailures.length < LOGIN_MAX_FAILURES) return null;
  const oldestCounted = recentFailures[LOGIN_MAX_FAILURES - 1];
  if (!oldestCounted) return null;
  const until = new Date(oldestCounted.getTime() + WINDOW_MS);
  return until > now ? until : null;
}

/** The 429 message: when the user may try again, in minutes and as a WIB clock time. */
export function lockoutMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const clock = clockInJakarta(until).replace(".", ":");
  return `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${minutes} menit (pukul ${clock} WIB).`;
}

/**
 * Whether a login to a username must come with a solved captcha: given its failures from all
 * addresses inside the window and after its last success.
 */
export const accountNeedsCaptcha = (accountFailures: number): boolean =>
  accountFailures >= LOGIN_ACCOUNT_CAPTCHA_FAILURES;

/**
 * What the owner is told when their account starts asking for a captcha. One notice per
 * window at most: `dedupeKey` names the window the failure fell in.
 */
export function throttleNotice(failures: { ip: string }[], now: Date) {
  const addresses = new Set(failures.map((failure) => failure.ip)).size;
  return {
    dedupeKey: `login-gagal:${Math.floor(now.getTime() / WINDOW_MS)}`,
    perihal:
      `Terdeteksi ${failures.length} percobaan login gagal pada akun anda dari ${addresses} ` +
      `alamat dalam ${LOGIN_FAILURE_WINDOW_MINUTES} menit terakhir; login kini memerlukan ` +
      "captcha. Jika itu bukan anda, segera ganti password.",
  };
}

/**
 * The refresh token that succeeds `token` in its chain: an HMAC of it under the server's
 * refresh key. The pair issued for a token can so be issued again (a second tab, a lost
 * response) without keeping any token in clear, and only the server can compute it: a thief
 * holding a spent token cannot skip ahead to its successor.
 */
export const successorToken = (refreshKey: string, token: string): string =>
  createHmac("sha256", refreshKey).update(`lontar-refresh:${token}`).digest("base64url");

/**
 * Checks a password change; returns field errors (empty when valid). Old password is checked
 * separately. `owner` is the user setting it: their username and NIP are refused as passwords.
 */
export function checkNewPassword(
  input: { old_password: string; new_password: string; new_password_confirmation: string },
  owner: { username: string; nip: string },
): Record<string, string[]> {
  const errors: string[] = [];
  const password = input.new_password;
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(authMessages.newPasswordTooShort);
  else if (isCommonPassword(password)) errors.push(authMessages.newPasswordCommon);
  if (isPersonal(password, owner)) errors.push(authMessages.newPasswordPersonal);
  if (password === input.old_password) errors.push(authMessages.newPasswordSameAsOld);
  if (password !== input.new_password_confirmation) errors.push(authMessages.newPasswordMismatch);
  return errors.length > 0 ? { new_password: errors } : {};
}

/** The username or the NIP as the password, in any letter case, or the NIP inside it. */
function isPersonal(password: string, owner: { username: string; nip: string }): boolean {
  const typed = password.trim().toLowerCase();
  const username = owner.username.trim().toLowerCase();
  const nip = owner.nip.trim();
  return (
    typed === username ||
    (nip !== "" && (typed === nip || (nip.length >= 8 && typed.includes(nip))))
  );
}
