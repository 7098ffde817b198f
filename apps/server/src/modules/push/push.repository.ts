import type { PushSubscriptionJson } from "@lontar/contracts/push";
import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { authSession, refreshToken } from "../../db/schema/auth";
import { outboxPush, pushSubscription } from "../../db/schema/notification";
import { newId } from "../../lib/ids";
import { MAX_PUSH_ATTEMPTS } from "./push.rules";

/**
 * Stores a browser's subscription for a user's session. An endpoint already held by another user
 * is taken over: that row goes first, and with it (cascade) the pushes still queued for its owner.
 */
export async function saveSubscription(
  db: DbOrTx,
  owner: { userId: number; sessionId: string },
  subscription: PushSubscriptionJson,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.endpoint, endpoint), ne(pushSubscription.userId, owner.userId)));
  await db
    .insert(pushSubscription)
    .values({ id: newId(), ...owner, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: { sessionId: owner.sessionId, p256dh: keys.p256dh, auth: keys.auth },
    });
}

/** Removes the subscriptions of a session, and the user's subscription at `endpoint` if given. */
export async function deleteSubscriptions(
  db: DbOrTx,
  filter: { userId: number; sessionId?: string; endpoint?: string | null },
): Promise<number> {
  const of = [
    filter.sessionId ? eq(pushSubscription.sessionId, filter.sessionId) : undefined,
    filter.endpoint ? eq(pushSubscription.endpoint, filter.endpoint) : undefined,
  ].filter((c) => c !== undefined);
  if (of.length === 0) return 0;
  const rows = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, filter.userId), or(...of)))
    .returning({ id: pushSubscription.id });
  return rows.length;
}

export const deleteSubscriptionsById = async (db: DbOrTx, ids: string[]) => {
  if (ids.length > 0) await db.delete(pushSubscription).where(inArray(pushSubscription.id, ids));
};

export type DuePush = Awaited<ReturnType<typeof claimDuePushes>>[number];

/**
 * Takes up to `limit` pushes that are due and leases them until `leaseUntil`, so that another
 * instance (or the next round) leaves them alone while they are being sent. Rows locked by a
 * concurrent claim are skipped, never waited for. `live` tells whether the subscription's
 * session still stands: not revoked (logout, password change, deactivation) and renewable.
 */
export async function claimDuePushes(
  db: DbOrTx,
  now: Date | undefined,
  leaseMs: number,
  limit: number,
) {
  // The database's clock by default: the same for every instance, and never behind a row's
  // own default `now()` (a JavaScript clock reads whole milliseconds and may be).
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const rows = await db
    .select({
      id: outboxPush.id,
      payload: outboxPush.payload,
      attempts: outboxPush.attempts,
      subscriptionId: pushSubscription.id,
      endpoint: pushSubscription.endpoint,
      p256dh: pushSubscription.p256dh,
      auth: pushSubscription.auth,
      live: sql<boolean>`(${pushSubscription.sessionId} is null or (${authSession.revokedAt} is null and exists (
        select 1 from ${refreshToken}
        where ${refreshToken.sessionId} = ${pushSubscription.sessionId}
          and ${refreshToken.usedAt} is null
          and ${refreshToken.expiresAt} > ${at})))`,
    })
    .from(outboxPush)
    .innerJoin(pushSubscription, eq(pushSubscription.id, outboxPush.subscriptionId))
    .leftJoin(authSession, eq(authSession.id, pushSubscription.sessionId))
    .where(
      and(
        isNull(outboxPush.sentAt),
        lte(outboxPush.nextAttemptAt, at),
        lt(outboxPush.attempts, MAX_PUSH_ATTEMPTS),
      ),
    )
    .orderBy(asc(outboxPush.nextAttemptAt))
    .limit(limit)
    .for("update", { of: outboxPush, skipLocked: true });
  if (rows.length > 0)
    await db
      .update(outboxPush)
      .set({
        nextAttemptAt: sql`${at} + make_interval(secs => ${leaseMs / 1000}::double precision)`,
      })
      .where(
        inArray(
          outboxPush.id,
          rows.map((r) => r.id),
        ),
      );
  return rows;
}

export const markSent = (db: DbOrTx, id: string) =>
  db.update(outboxPush).set({ sentAt: new Date(), error: null }).where(eq(outboxPush.id, id));

export const markFailed = (
  db: DbOrTx,
  id: string,
  values: { attempts: number; error: string; nextAttemptAt: Date },
) => db.update(outboxPush).set(values).where(eq(outboxPush.id, id));
