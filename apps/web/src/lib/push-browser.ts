import type { PushSubscriptionJson } from "@lontar/contracts/push";

/** The service worker (apps/web/public/sw.js) that shows pushed notifications. */
export const SERVICE_WORKER_URL = "/sw.js";

/** Web Push needs a service worker, the Push API and system notifications (and a secure origin). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The browser's current push subscription of this app, as JSON; null when there is none. */
export async function currentPushSubscription(): Promise<PushSubscriptionJson | null> {
  if (!pushSupported()) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? (subscription.toJSON() as PushSubscriptionJson) : null;
  } catch {
    return null;
  }
}

/** Ends this browser's push subscription (after logout nothing more should arrive here). */
export async function unsubscribePushLocally(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to undo: the server dropped the subscription with the session anyway.
  }
}
