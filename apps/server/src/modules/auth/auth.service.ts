import {
  authMessages,
  type ChangePasswordRequest,
  type LoginRequest,
  type TokenPair,
} from "@lontar/contracts/auth";
import type { Db } from "../../db/client";
import { AppError, unauthenticated, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
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
}

export interface ClientContext {
  ip: string;
  userAgent?: string;
}

/** The signed-in user of a request. */
export interface AuthUser {
  userId: number;
  sessionId: string;
  username: string;
  userLevel: number;
  pegNip: string;
  pegawaiId: number;
  /** The work unit of the user's employee record. */
  satuanKerjaId: number;
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
    const retryAfter = String(Math.ceil((until.getTime() - now.getTime()) / 1000));
    throw new AppError(429, "TOO_MANY_ATTEMPTS", lockoutMessage(until, now), undefined, {
      "retry-after": retryAfter,
    });
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
      action: "login_failed",
      detail: { username: input.username },
      ip: ctx.ip,
    });
    throw new AppError(401, "INVALID_CREDENTIALS", authMessages.invalidCredentials);
  }
  if (user.status !== "aktif") throw new AppError(403, "USER_INACTIVE", authMessages.inactive);

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
    await registerLoginToken(tx, { userId: user.id, sessionId }, input.fcm_token);
    await repo.recordLoginAttempt(tx, input.username, ctx.ip, true);
    await writeAudit(tx, { userId: user.id, action: "login", ip: ctx.ip });
    return issueTokens(deps, tx, user.id, sessionId);
  });
}

/**
 * Exchanges a refresh token for a new pair; the old one is spent. A spent token coming back
 * means it was stolen or replayed: the whole session (token family) is revoked.
 * @throws REFRESH_INVALID (401), REFRESH_REUSED (401)
 */
export async function refresh(
  deps: AuthDeps,
  token: string,
  ctx: ClientContext,
): Promise<TokenPair> {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repo.claimRefreshToken(tx, sha256(token));
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { kind: "invalid" as const };
    if (row.usedAt) {
      await repo.revokeSession(tx, row.sessionId, "refresh_reuse");
      await writeAudit(tx, { userId: row.userId, action: "refresh_reuse", ip: ctx.ip });
      return { kind: "reused" as const };
    }
    const user = await repo.findUserById(tx, row.userId);
    if (user?.status !== "aktif") return { kind: "invalid" as const };
    return { kind: "ok" as const, pair: await issueTokens(deps, tx, row.userId, row.sessionId) };
  });
  if (outcome.kind === "reused")
    throw new AppError(401, "REFRESH_REUSED", "Sesi tidak valid, silakan login kembali.");
  if (outcome.kind === "invalid") throw unauthenticated("Sesi tidak valid, silakan login kembali.");
  return outcome.pair;
}

/**
 * Ends the caller's session (logout) and its Web Push subscriptions, with the one `fcmToken`
 * names (a subscription's JSON or endpoint).
 */
export async function revoke(
  deps: AuthDeps,
  auth: AuthUser,
  ip: string,
  fcmToken?: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.revokeSession(tx, auth.sessionId, "logout");
    await forgetSession(tx, auth, fcmToken);
    await writeAudit(tx, { userId: auth.userId, action: "logout", ip });
  });
}

/**
 * Changes the caller's password and ends their other sessions.
 * @throws VALIDATION_FAILED (422) with `errors.old_password` or `errors.new_password`
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
    await writeAudit(tx, { userId: auth.userId, action: "password_changed", ip });
  });
}
