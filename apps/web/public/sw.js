// Lontar's service worker: shows the Web Push messages the server sends (title, body, url, tag,
// kategori; see packages/contracts/src/push.ts) and opens their page when one is clicked.
// Plain JavaScript served as is at /sw.js, so that its scope is the whole app.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The message of a push event; a push without readable JSON still shows something. */
function readMessage(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/** Only pages of this app are opened, whatever a message says. */
function appUrl(url) {
  try {
    const target = new URL(url || "/", self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener("push", (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || "Lontar", {
      body: message.body || "",
      // The same notification pushed twice replaces itself instead of stacking.
      tag: message.tag || undefined,
      icon: "/favicon.svg",
      data: { url: appUrl(message.url), kategori: message.kategori },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        try {
          const focused = await tab.focus();
          if (focused.url !== url) await focused.navigate(url);
          return;
        } catch {
          // navigate() only steers tabs this worker controls (or the tab went away):
          // the page then opens in a new window.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
