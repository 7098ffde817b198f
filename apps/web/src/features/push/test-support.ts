import type { PushSubscriptionJson } from "@lontar/contracts/push";
import { vi } from "vitest";

/** A VAPID public key as the server hands it out (65 bytes, base64url). */
export const TEST_VAPID_KEY = `BM${"x".repeat(85)}`;

const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/").padEnd(88, "=")), (c) =>
    c.charCodeAt(0),
  );
export const testVapidKeyBytes = () => keyBytes(TEST_VAPID_KEY);

export const TEST_SUBSCRIPTION: PushSubscriptionJson = {
  endpoint: "https://push.example/send/browser-1",
  expirationTime: null,
  keys: { p256dh: `B${"p".repeat(86)}`, auth: "a".repeat(22) },
};

interface FakePushOptions {
  /** `Notification.permission` before anything is asked. */
  permission?: NotificationPermission;
  /** What the user answers when asked. */
  answer?: NotificationPermission;
  /** This browser already holds a subscription made with TEST_VAPID_KEY. */
  subscribed?: boolean;
}

/**
 * Gives jsdom what a browser with Web Push has: `navigator.serviceWorker`, `PushManager` and
 * `Notification`, with one service worker registration whose push manager can subscribe.
 * Call `removeFakePush` after the test.
 */
export function fakePush(options: FakePushOptions = {}) {
  const makeSubscription = (key: Uint8Array) => ({
    endpoint: TEST_SUBSCRIPTION.endpoint,
    options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
    toJSON: () => TEST_SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  let current: ReturnType<typeof makeSubscription> | null = options.subscribed
    ? makeSubscription(testVapidKeyBytes())
    : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (opts: { applicationServerKey: Uint8Array }) => {
      current = makeSubscription(opts.applicationServerKey);
      return current;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: serviceWorker });
  vi.stubGlobal("PushManager", class {});
  const notification = {
    permission: options.permission ?? "default",
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? "granted";
      return notification.permission;
    }),
  };
  vi.stubGlobal("Notification", notification);
  return {
    serviceWorker,
    pushManager,
    notification,
    subscription: () => current,
  };
}

export function removeFakePush() {
  Reflect.deleteProperty(navigator, "serviceWorker");
}
