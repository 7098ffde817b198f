import { z } from "zod";
import { dataEnvelope, itemsEnvelope } from "./common";
import { notificationKategori } from "./notification";

/**
 * A browser's Web Push subscription as `PushSubscription.toJSON()` gives it. Push services are
 * always reached over TLS; the keys are base64url (p256dh: an uncompressed P-256 point, 65 bytes;
 * auth: a 16-byte secret).
 */
export const pushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_+/-]{86}=?$/, "Kunci p256dh tidak valid"),
    auth: z.string().regex(/^[A-Za-z0-9_+/-]{22}(==)?$/, "Kunci auth tidak valid"),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJson>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2048) });

/** `GET /api/egs/push/key`: the VAPID public key to give `pushManager.subscribe`. */
export const pushKeyResponse = dataEnvelope(z.object({ public_key: z.string() }));

/** Answer of `POST /egs/push/subscribe` and `/egs/push/unsubscribe`. */
export const pushSubscriptionResponse = itemsEnvelope(z.object({ subscribed: z.boolean() }));

/** What the service worker receives (encrypted) and shows as a system notification. */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a click leads: the letter the notification is about (`notificationLink`). */
  url: z.string(),
  /** The notification id: a repeated push replaces the shown one instead of stacking. */
  tag: z.string(),
  kategori: notificationKategori,
});
export type PushMessage = z.infer<typeof pushMessage>;

export { pushTexts } from "./push-texts";
