import type { PushSubscriptionJson } from "@lontar/contracts/push";
import { pushSupported, SERVICE_WORKER_URL } from "../../lib/push-browser";
import { getPushKey } from "./api/get-push-key";
import { subscribePush } from "./api/subscribe-push";

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Registers the service worker, subscribes this browser with the server's VAPID key (again if
 * the key changed) and gives the subscription to the server for this session. Needs the
 * notification permission granted; returns the subscription's JSON.
 */
export async function registerPush(): Promise<PushSubscriptionJson> {
  if (!pushSupported()) throw new Error("Web Push tidak didukung");
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = base64UrlToBytes(await getPushKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  const json = subscription.toJSON() as PushSubscriptionJson;
  await subscribePush(json);
  return json;
}

/**
 * After sign-in: subscribes this browser only if the user already allowed notifications
 * (asking is left to a click on `PushToggle`). Failures are quiet; answers the subscription.
 */
export async function registerPushIfGranted(): Promise<PushSubscriptionJson | null> {
  if (!pushSupported() || Notification.permission !== "granted") return null;
  return registerPush().catch(() => null);
}
