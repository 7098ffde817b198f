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

/**
 * Registers the service worker at start-up (spec 01 §1), once the page has loaded so it does
 * not compete with the page's own code. It only shows pushed messages; subscribing waits
 * for the user's permission.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
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
