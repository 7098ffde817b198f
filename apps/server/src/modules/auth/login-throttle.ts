import { authMessages, type LoginRequest } from "@lontar/contracts/auth";
import { captchaRequired, tooManyAttempts } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { consumeCaptcha } from "../../lib/captcha";
import { notifyAccount } from "../notifikasi/notifikasi.service";
import * as repo from "./auth.repository";
import {
  accountNeedsCaptcha,
  failureWindowStart,
  lockedUntil,
  lockoutMessage,
  throttleNotice,
} from "./auth.rules";
import type { AuthDeps, ClientContext } from "./auth.service";

/** The username's failures from every address in the window (newest first). */
type AccountFailures = Awaited<ReturnType<typeof repo.recentAccountFailures>>;

/**
 * The throttle before a password is checked: 429 after LOGIN_LOCK failures for the username from
 * this address in the window; a solved, unused captcha once the username has
 * LOGIN_ACCOUNT_CAPTCHA_FAILURES failures from all addresses (so guessing from many addresses
 * slows down while the owner can still get in). Answers the account's failures.
 * @throws TOO_MANY_ATTEMPTS (429), CAPTCHA_REQUIRED (428).
 */
export async function passLoginGate(
  deps: AuthDeps,
  input: LoginRequest,
  ip: string,
  now: Date,
): Promise<AccountFailures> {
  const since = failureWindowStart(now);
  const [failures, accountFailures] = await Promise.all([
    repo.recentFailures(deps.db, input.username, ip, since),
    repo.recentAccountFailures(deps.db, input.username, since),
  ]);
  const until = lockedUntil(failures, now);
  if (until) {
    const retryAfter = Math.ceil((until.getTime() - now.getTime()) / 1000);
    throw tooManyAttempts(lockoutMessage(until, now), retryAfter);
  }
  if (accountNeedsCaptcha(accountFailures.length)) {
    if (!input.captcha) throw captchaRequired(authMessages.captchaRequired);
    if (!(await consumeCaptcha(deps.db, deps.captcha, input.captcha)))
      throw captchaRequired(authMessages.captchaInvalid);
  }
  return accountFailures;
}

/**
 * Records a failed login (unknown user or wrong password) and its audit entry; when this failure
 * starts the captcha for a known account, its owner is notified (once per window).
 */
export async function recordFailedLogin(
  deps: AuthDeps,
  input: LoginRequest,
  ctx: ClientContext,
  user: { id: number } | undefined,
  accountFailures: AccountFailures,
  now: Date,
) {
  await deps.db.transaction(async (tx) => {
    await repo.recordLoginAttempt(tx, input.username, ctx.ip, false);
    const all = [{ at: now, ip: ctx.ip }, ...accountFailures];
    const notice = throttleNotice(all, now);
    const notified =
      user !== undefined &&
      accountNeedsCaptcha(all.length) &&
      (await notifyAccount(tx, user.id, { type: "login-gagal", ...notice }));
    await writeAudit(tx, {
      userId: user?.id,
      username: input.username,
      action: "login_failed",
      target: user ? { type: "user", id: user.id } : undefined,
      detail: { username: input.username, reason: user ? "password" : "unknown_user" },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    if (notified)
      await writeAudit(tx, {
        userId: user.id,
        username: input.username,
        action: "login_throttled",
        target: { type: "user", id: user.id },
        detail: { failures: all.length, addresses: new Set(all.map((f) => f.ip)).size },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
  });
}
