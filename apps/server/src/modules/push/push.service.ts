import type { PushSubscriptionJson } from "@lontar/contracts/push";
import type { DbOrTx } from "../../db/client";
import { validationFailed } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import * as repo from "./push.repository";
import {
  endpointOfToken,
  PUSH_SERVICE_REFUSED,
  parsePushToken,
  pushServiceAllowed,
} from "./push.rules";

type Owner = { userId: number; sessionId: string };

/**
 * `POST /egs/push/subscribe`: this browser gets the user's notifications while the session lasts.
 * Only endpoints on a known push service (`serviceHosts`) are taken.
 */
export async function subscribe(
  db: DbOrTx,
  auth: AuthUser,
  subscription: PushSubscriptionJson,
  serviceHosts: readonly string[],
) {
  if (!pushServiceAllowed(subscription.endpoint, serviceHosts))
    throw validationFailed({ endpoint: [PUSH_SERVICE_REFUSED] }, PUSH_SERVICE_REFUSED);
  await repo.saveSubscription(db, auth, subscription);
  return { subscribed: true };
}

/** `POST /egs/push/unsubscribe`: stops pushes to one of the user's browsers. */
export async function unsubscribe(db: DbOrTx, auth: AuthUser, endpoint: string) {
  await repo.deleteSubscriptions(db, { userId: auth.userId, endpoint });
  return { subscribed: false };
}

/**
 * Login's `fcm_token`: a PushSubscription in JSON on a known push service is registered for the
 * new session, in the login's transaction (any other token does not fail the login). Answers
 * whether it was registered.
 */
export async function registerLoginToken(
  tx: DbOrTx,
  owner: Owner,
  token: string | null | undefined,
  serviceHosts: readonly string[],
): Promise<boolean> {
  const subscription = parsePushToken(token);
  if (!subscription || !pushServiceAllowed(subscription.endpoint, serviceHosts)) return false;
  await repo.saveSubscription(tx, owner, subscription);
  return true;
}

/**
 * Logout: the session's subscriptions stop, and the one the client names in `fcm_token`
 * (a subscription's JSON or its endpoint) even if another session registered it.
 */
export async function forgetSession(tx: DbOrTx, owner: Owner, token: string | null | undefined) {
  await repo.deleteSubscriptions(tx, { ...owner, endpoint: endpointOfToken(token) });
}
