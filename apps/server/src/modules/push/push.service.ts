import type { PushSubscriptionJson } from "@lontar/contracts/push";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../auth/auth.service";
import * as repo from "./push.repository";
import { endpointOfToken, parsePushToken } from "./push.rules";

type Owner = { userId: number; sessionId: string };

/** `POST /egs/push/subscribe`: this browser gets the user's notifications while the session lasts. */
export async function subscribe(db: DbOrTx, auth: AuthUser, subscription: PushSubscriptionJson) {
  await repo.saveSubscription(db, auth, subscription);
  return { subscribed: true };
}

/** `POST /egs/push/unsubscribe`: stops pushes to one of the user's browsers. */
export async function unsubscribe(db: DbOrTx, auth: AuthUser, endpoint: string) {
  await repo.deleteSubscriptions(db, { userId: auth.userId, endpoint });
  return { subscribed: false };
}

/**
 * Login's `fcm_token`: a PushSubscription in JSON is registered for the new session, in the
 * login's transaction. Answers whether it was one.
 */
export async function registerLoginToken(
  tx: DbOrTx,
  owner: Owner,
  token: string | null | undefined,
): Promise<boolean> {
  const subscription = parsePushToken(token);
  if (subscription) await repo.saveSubscription(tx, owner, subscription);
  return subscription !== null;
}

/**
 * Logout: the session's subscriptions stop, and the one the client names in `fcm_token`
 * (a subscription's JSON or its endpoint) even if another session registered it.
 */
export async function forgetSession(tx: DbOrTx, owner: Owner, token: string | null | undefined) {
  await repo.deleteSubscriptions(tx, { ...owner, endpoint: endpointOfToken(token) });
}
