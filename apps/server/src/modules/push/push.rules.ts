import {
  NOTIFICATION_READ_PARAM,
  NOTIFICATION_TITLES,
  type NotificationItem,
  notificationLink,
  notificationNote,
} from "@lontar/contracts/notification";
import {
  type PushMessage,
  type PushSubscriptionJson,
  pushSubscriptionJson,
} from "@lontar/contracts/push";

/** A push that failed this many times stays in the outbox with its error and is not retried. */
export const MAX_PUSH_ATTEMPTS = 8;
/** How long a push service keeps a message for a browser that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 6 * 60 * 60_000;

/** The wait after the `attempts`-th failure: 30 s, 1 min, 2 min, … capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LAST_RETRY_MS);
}

/**
 * The push services of the browsers in use (Chrome, Edge, Firefox, Safari, Opera, Samsung
 * Internet). A subscription endpoint is a URL the server will POST to, given by a signed-in
 * user: any other host is refused, so it cannot point the server at an internal address.
 * PUSH_SERVICE_HOSTS replaces the list (e.g. for a push service of one's own).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  "*.push.apple.com",
  "*.notify.windows.com",
];

/**
 * Whether `endpoint` is an https URL on one of `hosts`. A pattern's `*` stands for one DNS label
 * (or a port number: `127.0.0.1:*`); the host is compared with its port when it has one.
 */
export function pushServiceAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return hosts.some((pattern) => hostPattern(pattern).test(url.host));
}

const hostPattern = (pattern: string) =>
  new RegExp(
    `^${pattern
      .toLowerCase()
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join("[a-z0-9-]+")}$`,
  );

export const PUSH_SERVICE_REFUSED = "Layanan push browser ini tidak dikenal";

/** 404 and 410 mean the browser's subscription is gone for good (RFC 8030 §7.3). */
export const subscriptionGone = (status: number | undefined) => status === 404 || status === 410;

/** The Topic of a notification's push: its id without hyphens (32 characters of base64url). */
export const pushTopic = (notificationId: string) => notificationId.replace(/-/g, "").slice(0, 32);

/**
 * What the service worker shows for a notification: the title, the letter's subject, who
 * caused it and the note it came with; a click opens the letter and marks the notification read.
 */
export function pushMessageOf(item: NotificationItem): PushMessage {
  const note = notificationNote(item);
  return {
    title: NOTIFICATION_TITLES[item.type],
    body: [item.perihal, item.pengirim ? `Dari: ${item.pengirim}` : null, note]
      .filter(Boolean)
      .join("\n"),
    url: `${notificationLink(item)}?${NOTIFICATION_READ_PARAM}=${encodeURIComponent(item.id)}`,
    tag: item.id,
    kategori: item.kategori,
  };
}

/**
 * Reads the `fcm_token` of login and logout: a PushSubscription in JSON, or null for anything
 * else (older clients send other tokens, which keep being stored as they are).
 */
export function parsePushToken(token: string | null | undefined): PushSubscriptionJson | null {
  if (!token?.trimStart().startsWith("{")) return null;
  try {
    const parsed = pushSubscriptionJson.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The endpoint a logout's `fcm_token` names: a subscription's, or the token itself if a URL. */
export function endpointOfToken(token: string | null | undefined): string | null {
  const subscription = parsePushToken(token);
  if (subscription) return subscription.endpoint;
  return token && /^https:\/\//.test(token) ? token : null;
}
