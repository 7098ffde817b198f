import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  authSession,
  loginAttempt,
  menu,
  pegawai,
  refreshToken,
  userMenu,
  users,
} from "../../db/schema";

export const findUserByUsername = async (db: DbOrTx, username: string) =>
  (await db.select().from(users).where(eq(users.username, username)).limit(1))[0];

export const findUserById = async (db: DbOrTx, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Failures for a username from an address since `since` and after its last success, newest first. */
export async function recentFailures(db: DbOrTx, username: string, ip: string, since: Date) {
  const rows = await db
    .select({ at: loginAttempt.createdAt, success: loginAttempt.success })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.username, username),
        eq(loginAttempt.ip, ip),
        gt(loginAttempt.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempt.createdAt))
    .limit(50);
  const failures: Date[] = [];
  for (const row of rows) {
    if (row.success) break;
    failures.push(row.at);
  }
  return failures;
}

/**
 * Failures for a username from every address since `since` and after its last success, newest
 * first (at most 50: enough to decide on the captcha).
 */
export async function recentAccountFailures(db: DbOrTx, username: string, since: Date) {
  const rows = await db
    .select({ at: loginAttempt.createdAt, ip: loginAttempt.ip, success: loginAttempt.success })
    .from(loginAttempt)
    .where(and(eq(loginAttempt.username, username), gt(loginAttempt.createdAt, since)))
    .orderBy(desc(loginAttempt.createdAt))
    .limit(50);
  const failures: { at: Date; ip: string }[] = [];
  for (const row of rows) {
    if (row.success) break;
    failures.push({ at: row.at, ip: row.ip });
  }
  return failures;
}

export const recordLoginAttempt = (db: DbOrTx, username: string, ip: string, success: boolean) =>
  db.insert(loginAttempt).values({ username, ip, success });

export const insertSession = (
  db: DbOrTx,
  values: { id: string; userId: number; fcmToken?: string | null; ip: string; userAgent?: string },
) => db.insert(authSession).values(values);

export const insertRefreshToken = (
  db: DbOrTx,
  values: { tokenHash: string; sessionId: string; expiresAt: Date },
) => db.insert(refreshToken).values(values);

/**
 * Locks a refresh token's row for the caller's transaction (concurrent refreshes of one token
 * wait for each other), marks it used and returns it as it was: `usedAt` set means it had been
 * spent before. Must run inside a transaction.
 */
export async function claimRefreshToken(db: DbOrTx, tokenHash: string) {
  const row = (
    await db
      .select({
        sessionId: refreshToken.sessionId,
        expiresAt: refreshToken.expiresAt,
        usedAt: refreshToken.usedAt,
        revokedAt: authSession.revokedAt,
        userId: authSession.userId,
        sessionIp: authSession.ip,
        sessionUserAgent: authSession.userAgent,
      })
      .from(refreshToken)
      .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
      .where(eq(refreshToken.tokenHash, tokenHash))
      .for("update", { of: refreshToken })
      .limit(1)
  )[0];
  if (!row) return undefined;
  if (!row.usedAt)
    await db
      .update(refreshToken)
      .set({ usedAt: sql`now()` })
      .where(eq(refreshToken.tokenHash, tokenHash));
  return row;
}

/** When a refresh token was spent (null: not yet); undefined for an unknown token. */
export const refreshTokenUse = async (db: DbOrTx, tokenHash: string) =>
  (
    await db
      .select({ usedAt: refreshToken.usedAt })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, tokenHash))
      .limit(1)
  )[0];

/** The live session a refresh token (spent or not, unexpired) belongs to. */
export const findSessionOfRefreshToken = async (db: DbOrTx, tokenHash: string) =>
  (
    await db
      .select({ sessionId: authSession.id, userId: authSession.userId })
      .from(refreshToken)
      .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
      .where(
        and(
          eq(refreshToken.tokenHash, tokenHash),
          isNull(authSession.revokedAt),
          gt(refreshToken.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
  )[0];

/** The session behind an access token, with the fields every authorised request needs. */
export const findActiveSession = async (db: DbOrTx, sessionId: string) =>
  (
    await db
      .select({
        sessionId: authSession.id,
        userId: users.id,
        username: users.username,
        userLevel: users.userLevel,
        pegNip: users.pegNip,
        status: users.status,
        pegawaiId: pegawai.id,
        satuanKerjaId: pegawai.satuanKerjaId,
        menus: sql<string[]>`array(select m.link from ${userMenu} um
          join ${menu} m on m.id = um.menu_id where um.user_id = ${users.id})`,
      })
      .from(authSession)
      .innerJoin(users, eq(users.id, authSession.userId))
      .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
      .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)))
      .limit(1)
  )[0];

export const revokeSession = (db: DbOrTx, sessionId: string, reason: string) =>
  db
    .update(authSession)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));

/** Ends every session of a user, except `keep` when given. */
export const revokeUserSessions = (db: DbOrTx, userId: number, reason: string, keep?: string) =>
  db
    .update(authSession)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        keep ? ne(authSession.id, keep) : undefined,
      ),
    );

export const updatePasswordHash = (db: DbOrTx, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
