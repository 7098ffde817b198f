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
  unauthenticated,
  userInactive,
  validationFailed,
} from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import type { CaptchaSettings } from "../../lib/captcha";
import { newId, randomToken, sha256 } from "../../lib/ids";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../lib/password";
import { forgetSession, registerLoginToken } from "../push/push.service";
import type { AccessTokenSigner } from "./access-token";
import * as repo from "./auth.repository";
import { checkNewPassword, successorToken } from "./auth.rules";
import { passLoginGate, recordFailedLogin } from "./login-throttle";

export interface AuthDeps {
  db: Db;
  tokens: AccessTokenSigner;
  /** Refresh-token lifetime in seconds. */
  refreshTtl: number;
  /** Push services a login's `fcm_token` subscription may name. */
  pushServiceHosts: readonly string[];
  /** HMAC key that derives each refresh token's successor (auth.rules.ts, successorToken). */
  refreshKey: string;
  /** The ALTCHA settings of the public captcha, also asked of logins to an account under attack. */
  captcha: CaptchaSettings;
}

export interface ClientContext {
  ip: string;
  userAgent?: string;
}

/** A pair of a fresh access token and `refresh`, a refresh token already stored. */
async function pairOf(
  deps: AuthDeps,
  userId: number,
  sessionId: string,
  refresh: string,
): Promise<TokenPair> {
  return {
    token_type: "Bearer",
    access_token: await deps.tokens.sign({ userId, sessionId }),
    refresh_token: refresh,
    expires_in: deps.tokens.ttlSeconds,
  };
}

/** Stores `refresh` (hashed) for the session and answers it with a fresh access token. */
async function issueTokens(
  deps: AuthDeps,
  db: DbOrTx,
  userId: number,
  sessionId: string,
  refresh: string,
): Promise<TokenPair> {
  await repo.insertRefreshToken(db, {
    tokenHash: sha256(refresh),
    sessionId,
    expiresAt: new Date(Date.now() + deps.refreshTtl * 1000),
  });
  return pairOf(deps, userId, sessionId, refresh);
}

/**
 * Signs a user in and opens a session. Once a username has LOGIN_ACCOUNT_CAPTCHA_FAILURES
 * failures from all addresses in the window, each login to it needs a solved captcha, checked
 * before the password; its owner is notified (once per window) when that starts.
 * @throws TOO_MANY_ATTEMPTS (429) after 10 failures for the username from this address in 15 minutes,
 *   CAPTCHA_REQUIRED (428) without a valid, unused captcha when one is needed,
 *   INVALID_CREDENTIALS (401) for an unknown user or a wrong password, USER_INACTIVE (403).
 */
export async function login(
  deps: AuthDeps,
  input: LoginRequest,
  ctx: ClientContext,
): Promise<TokenPair> {
  const now = new Date();
  const accountFailures = await passLoginGate(deps, input, ctx.ip, now);

  const user = await repo.findUserByUsername(deps.db, input.username);
  const valid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !valid) {
    await recordFailedLogin(deps, input, ctx, user, accountFailures, now);
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
    return issueTokens(deps, tx, user.id, sessionId, randomToken());
  });
}

/**
 * How long a spent refresh token is still answered. Two tabs of one browser share the refresh
 * cookie and may refresh at the same moment (each on page load, or when their access tokens
 * expire together); a response lost on the way back leaves the browser holding a spent token
 * too. Neither is theft, and without this window both would end the session as reuse. Inside
 * it the token gets the pair already issued for it (the same successor refresh token, with a
 * fresh access token of the same session), so a session never has two live chains; once that
 * successor was itself used (the chain moved on), the old token counts as reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Records a refresh that touched a session: a replay within the grace, or a reuse that ended it. */
const auditSession = (
  tx: DbOrTx,
  row: { userId: number; sessionId: string },
  ctx: ClientContext,
  action: "refresh_replay" | "refresh_reuse",
) =>
  writeAudit(tx, {
    userId: row.userId,
    action,
    target: { type: "user", id: row.userId },
    detail: { session_id: row.sessionId },
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });

type RefreshOutcome = { kind: "ok"; pair: TokenPair } | { kind: "invalid" } | { kind: "reused" };

/**
 * Exchanges a refresh token for a new pair; the old one is spent. The new refresh token is
 * the old one's successor (successorToken), so repeating the exchange inside
 * REFRESH_REUSE_GRACE_MS answers the same successor. A spent token coming back after the grace,
 * or once its successor was used, means it was stolen or replayed: the whole session (token
 * family) is revoked. Concurrent exchanges of one token wait on its row (claimRefreshToken).
 * @throws UNAUTHENTICATED (401) for an unknown, revoked or expired token or an inactive user;
 *   REFRESH_REUSED (401) for a spent token outside the grace window.
 */
export async function refresh(
  deps: AuthDeps,
  token: string,
  ctx: ClientContext,
): Promise<TokenPair> {
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await repo.claimRefreshToken(tx, sha256(token));
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { kind: "invalid" };
    const successor = successorToken(deps.refreshKey, token);
    if (!row.usedAt) {
      const user = await repo.findUserById(tx, row.userId);
      if (user?.status !== "aktif") return { kind: "invalid" };
      return {
        kind: "ok",
        pair: await issueTokens(deps, tx, row.userId, row.sessionId, successor),
      };
    }
    const next = await repo.refreshTokenUse(tx, sha256(successor));
    const inGrace = Date.now() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (inGrace && next && !next.usedAt) {
      const user = await repo.findUserById(tx, row.userId);
      if (user?.status !== "aktif") return { kind: "invalid" };
      // Another tab of the same browser is expected here; another client is worth a record.
      if (ctx.ip !== row.sessionIp || (ctx.userAgent ?? null) !== row.sessionUserAgent)
        await auditSession(tx, row, ctx, "refresh_replay");
      return { kind: "ok", pair: await pairOf(deps, row.userId, row.sessionId, successor) };
    }
    if (inGrace && !next) return { kind: "invalid" }; // spent before successors were derived
    await repo.revokeSession(tx, row.sessionId, "refresh_reuse");
    await auditSession(tx, row, ctx, "refresh_reuse");
    return { kind: "reused" };
  });
  if (outcome.kind === "reused") throw refreshReused("Sesi tidak valid, silakan login kembali.");
  if (outcome.kind === "invalid") throw unauthenticated();
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
  const errors = checkNewPassword(input, { username: user.username, nip: user.pegNip });
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
