import type { Agent } from "node:https";
import { notificationItem } from "@lontar/contracts/notification";
import webpush, { WebPushError } from "web-push";
import type { Db } from "../../db/client";
import type { VapidKeys } from "./push.plugin";
import * as repo from "./push.repository";
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  MAX_PUSH_ATTEMPTS,
  PUSH_TTL_SECONDS,
  pushMessageOf,
  pushServiceAllowed,
  pushTopic,
  retryDelayMs,
  subscriptionGone,
} from "./push.rules";

/** How many pushes one round takes, and how long they stay leased to it. */
const BATCH = 50;
const LEASE_MS = 2 * 60_000;
const SEND_TIMEOUT_MS = 15_000;

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** Hosts the server may send to (DEFAULT_PUSH_SERVICE_HOSTS unless set). */
  serviceHosts?: readonly string[];
  /** TLS agent for the push services (tests trust their own local service with it). */
  agent?: Agent;
  now?: Date;
}

export type PushRound = { sent: number; failed: number; removed: number };

type Outcome = "sent" | "failed" | "removed";

/**
 * Sends the Web Push messages that are due, each to its browser's push service, encrypted and
 * signed with the VAPID key. Sent rows are stamped; a subscription the push service calls gone
 * (404/410), or whose session has ended, is deleted with its pushes; other failures wait with
 * exponential backoff and stay, with their error, after `MAX_PUSH_ATTEMPTS`.
 * Several instances may run this at once: each row is claimed by one of them.
 */
export async function sendPendingPushes(db: Db, options: PushSenderOptions): Promise<PushRound> {
  const due = await db.transaction((tx) => repo.claimDuePushes(tx, options.now, LEASE_MS, BATCH));
  const now = options.now ?? new Date();
  const hosts = options.serviceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS;
  // A subscription whose session ended, or on a host no longer allowed, is dropped unsent.
  const sendable = (p: repo.DuePush) => p.live && pushServiceAllowed(p.endpoint, hosts);
  const ended = [...new Set(due.filter((p) => !sendable(p)).map((p) => p.subscriptionId))];
  await repo.deleteSubscriptionsById(db, ended);
  const outcomes = await Promise.all(due.filter(sendable).map((p) => deliver(db, p, options, now)));
  const count = (o: Outcome) => outcomes.filter((x) => x === o).length;
  return { sent: count("sent"), failed: count("failed"), removed: count("removed") + ended.length };
}

async function deliver(
  db: Db,
  push: repo.DuePush,
  options: PushSenderOptions,
  now: Date,
): Promise<Outcome> {
  const item = notificationItem.safeParse(push.payload);
  if (!item.success) {
    await repo.markFailed(db, push.id, {
      attempts: MAX_PUSH_ATTEMPTS,
      error: "payload bukan notifikasi",
      nextAttemptAt: now,
    });
    return "failed";
  }
  try {
    await webpush.sendNotification(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(pushMessageOf(item.data)),
      {
        vapidDetails: options.vapid,
        TTL: PUSH_TTL_SECONDS,
        // A push sent again after a crash (sent, not yet marked sent) replaces the first one
        // still waiting at the push service (RFC 8030 §5.4); the browser shows one by its tag.
        topic: pushTopic(item.data.id),
        timeout: SEND_TIMEOUT_MS,
        agent: options.agent,
      },
    );
  } catch (error) {
    const status = error instanceof WebPushError ? error.statusCode : undefined;
    if (subscriptionGone(status)) {
      await repo.deleteSubscriptionsById(db, [push.subscriptionId]);
      return "removed";
    }
    const attempts = push.attempts + 1;
    await repo.markFailed(db, push.id, {
      attempts,
      error: describe(error).slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    });
    return "failed";
  }
  await repo.markSent(db, push.id);
  return "sent";
}

function describe(error: unknown): string {
  if (error instanceof WebPushError)
    return `HTTP ${error.statusCode}${error.body ? `: ${error.body}` : ""}`;
  return error instanceof Error ? error.message : String(error);
}
