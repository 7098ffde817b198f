import {
  authMessages,
  type ChangePasswordRequest,
  type LoginRequest,
  type TokenPair,
} from "@lontar/contracts/auth";
import type { Db, DbOrTx } from "../../db/client";
import {
  invalidCredentials,
  refreshReused,
  tooManyAttempts,
  unauthenticated,
  userInactive,
  validationFailed,
} from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { newId, randomToken, sha256 } from "../../lib/ids";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../lib/password";
import { forgetSession, registerLoginToken } from "../push/push.service";
import type { AccessTokenSigner } from "./access-token";
import * as repo from "./auth.repository";
import { checkNewPassword, failureWindowStart, lockedUntil, lockoutMessage } from "./auth.rules";

export interface AuthDeps {
  db: Db;
  tokens: AccessTokenSigner;
  /** Refresh-token lifetime in seconds. */
  refreshTtl: number;
  /** Push services a login's `fcm_token` subscription may name. */
  pushServiceHosts: readonly string[];
}

export interface ClientContext {
  ip: string;
  userAgent?: string;
}

async function issueTokens(
  deps: AuthDeps,
  db: Parameters<typeof repo.insertRefreshToken>[0],
  userId: number,
  sessionId: string,
): Promise<TokenPair> {
  const refresh = randomToken();
  await repo.insertRefreshToken(db, {
    tokenHash: sha256(refresh),
    sessionId,
    expiresAt: new Date(Date.now() + deps.refreshTtl * 1000),
  });
  return {
    token_type: "Bearer",
    access_token: await deps.tokens.sign({ userId, sessionId }),
    refresh_token: refresh,
    expires_in: deps.tokens.ttlSeconds,
  };
}

/**
 * Signs a user in and opens a session.
 * @throws TOO_MANY_ATTEMPTS (429) after 10 failures for the username from this address in 15 minutes,
 *   INVALID_CREDENTIALS (401) for an unknown user or a wrong password, USER_INACTIVE (403).
 */
export async function login(
  deps: AuthDeps,
  input: LoginRequest,
  ctx: ClientContext,
): Promise<TokenPair> {
  const now = new Date();
  const failures = await repo.recentFailures(
    deps.db,
    input.username,
    ctx.ip,
    failureWindowStart(now),
  );
  const until = lockedUntil(failures, now);
  if (until) {
    const retryAfter = Math.ceil((until.getTime() - now.getTime()) / 1000);
    throw tooManyAttempts(lockoutMessage(until, now), retryAfter);
  }

  const user = await repo.findUserByUsername(deps.db, input.username);
  const valid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !valid) {
    await repo.recordLoginAttempt(deps.db, input.username, ctx.ip, false);
    await writeAudit(deps.db, {
      userId: user?.id,
      username: input.username,
      action: "login_failed",
      target: user ? { type: "user", id: user.id } : undefined,
      detail: { username: input.username, reason: user ? "password" : "unknown_user" },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    throw invalidCredentials(authMessages.invalidCredentials);
  }
  if (user.status !== "aktif") {
    await writeAudit(deps.db, {
      userId: user.id,
      username: input.username,
      action: "login_failed",
      target: { type: "user", id: user.id },
      detail: { username: input.username, reason: "inactive" },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    throw userInactive(authMessages.inactive);
  }

  return deps.db.transaction(async (tx) => {
    const sessionId = newId();
    await repo.insertSession(tx, {
      id: sessionId,
      userId: user.id,
      fcmToken: input.fcm_token,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    // A Web Push subscription sent as `fcm_token` gets this session's notifications.
    await registerLoginToken(
      tx,
      { userId: user.id, sessionId },
      input.fcm_token,
      deps.pushServiceHosts,
    );
    await repo.recordLoginAttempt(tx, input.username, ctx.ip, true);
    await writeAudit(tx, {
      userId: user.id,
      username: user.username,
      action: "login",
      target: { type: "user", id: user.id },
      detail: { session_id: sessionId },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return issueTokens(deps, tx, user.id, sessionId);
  });
}

/**
 * How long the immediately previous refresh token still works after it was spent. Two tabs
 * of one browser share the refresh cookie and may refresh at the same moment (each on page
 * load, or when their access tokens expire together); a response lost on the way back
 * leaves the browser holding a spent token too. Neither is theft, and without this window
 * both would end the session as reuse. It stays short and applies only while the chain has
 * not moved on: once any later token of the session was used, the old one counts as reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

async function withinReuseGrace(
  db: DbOrTx,
  row: { sessionId: string; usedAt: Date },
  tokenHash: string,
): Promise<boolean> {
  if (Date.now() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return false;
  return !(await repo.sessionRefreshedSince(db, row.sessionId, tokenHash, row.usedAt));
}

/**
 * Exchanges a refresh token for a new pair; the old one is spent. A spent token coming back
 * means it was stolen or replayed: the whole session (token family) is revoked, except for
 * the latest spent token inside REFRESH_REUSE_GRACE_MS, which gets a pair of its own.
 * @throws UNAUTHENTICATED (401) for an unknown, revoked or expired token or an inactive user;
 *   REFRESH_REUSED (401) for a spent token outside the grace window.
 */
export async function refresh(
  deps: AuthDeps,
  token: string,
  ctx: ClientContext,
): Promise<TokenPair> {
  const outcome = await deps.db.transaction(async (tx) => {
    const tokenHash = sha256(token);
    const row = await repo.claimRefreshToken(tx, tokenHash);
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { kind: "invalid" as const };
    const { usedAt } = row;
    if (usedAt && !(await withinReuseGrace(tx, { ...row, usedAt }, tokenHash))) {
      await repo.revokeSession(tx, row.sessionId, "refresh_reuse");
      await writeAudit(tx, {
        userId: row.userId,
        action: "refresh_reuse",
        target: { type: "user", id: row.userId },
        detail: { session_id: row.sessionId },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { kind: "reused" as const };
    }
    const user = await repo.findUserById(tx, row.userId);
    if (user?.status !== "aktif") return { kind: "invalid" as const };
    return { kind: "ok" as const, pair: await issueTokens(deps, tx, row.userId, row.sessionId) };
  });
  if (outcome.kind === "reused") throw refreshReused("Sesi tidak valid, silakan login kembali.");
  if (outcome.kind === "invalid") throw unauthenticated("Sesi tidak valid, silakan login kembali.");
  return outcome.pair;
}

/**
 * Ends the caller's session (logout) and its Web Push subscriptions, with the one `fcmToken`
 * names (a subscription's JSON or endpoint).
 */
export async function revoke(
  deps: AuthDeps,
  auth: Pick<AuthUser, "userId" | "sessionId">,
  ip: string,
  fcmToken?: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.revokeSession(tx, auth.sessionId, "logout");
    await forgetSession(tx, auth, fcmToken);
    await writeAudit(tx, {
      userId: auth.userId,
      action: "logout",
      target: { type: "user", id: auth.userId },
      detail: { session_id: auth.sessionId },
      ip,
    });
  });
}

/**
 * Logout by refresh token (the web app's cookie) when no access token is at hand, e.g. after
 * a reload. A token of a session that already ended is answered like an unknown one.
 * @throws UNAUTHENTICATED (401)
 */
export async function revokeByRefreshToken(
  deps: AuthDeps,
  token: string,
  ip: string,
  fcmToken?: string | null,
): Promise<void> {
  const session = await repo.findSessionOfRefreshToken(deps.db, sha256(token));
  if (!session) throw unauthenticated();
  await revoke(deps, session, ip, fcmToken);
}

/**
 * Changes the caller's password and ends their other sessions.
 * @throws VALIDATION_FAILED (422) with `errors.old_password` or `errors.new_password`;
 *   UNAUTHENTICATED (401) when the caller's user no longer exists.
 */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthUser,
  input: ChangePasswordRequest,
  ip: string,
): Promise<void> {
  const user = await repo.findUserById(deps.db, auth.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, input.old_password)))
    throw validationFailed({ old_password: [authMessages.oldPasswordWrong] });
  const errors = checkNewPassword(input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, auth.userId, passwordHash);
    await repo.revokeUserSessions(tx, auth.userId, "password_changed", auth.sessionId);
    await writeAudit(tx, {
      userId: auth.userId,
      username: auth.username,
      action: "password_changed",
      target: { type: "user", id: auth.userId },
      ip,
    });
  });
}
