import { z } from "zod";
import { itemsEnvelope, pagedItems } from "./common";
import {
  NOTIFICATION_KATEGORI,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
} from "./notification-constants";

export * from "./notification-constants";

export const notificationKategori = z.enum(NOTIFICATION_KATEGORI);
export const notificationType = z.enum(NOTIFICATION_TYPES);

export const notificationItem = z.object({
  id: z.string(),
  kategori: notificationKategori,
  type: notificationType,
  mail_id: z.string().nullable(),
  perihal: z.string(),
  pengirim: z.string().nullable(),
  penerima: z.string().nullable(),
  tanggal: z.string(),
  is_read: z.boolean(),
  /** The note the event came with: the reviewer's note of a PERBAIKAN, a cancellation's reason. */
  keterangan: z.string().nullable().default(null),
  /**
   * The letter's `kategori_surat` (which detail and inbox tab it opens in); null when there is
   * no letter or the user can no longer see it (the notification then leads to its list).
   */
  kategori_surat: z.enum(["internal", "external"]).nullable().default(null),
  /** The Berita Acara a notification of kategori `arsip` asks the user to sign. */
  berita_acara_id: z.string().nullable().optional(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
export const notificationListResponse = pagedItems(notificationItem);

/** Unread counts per category and in all (spec 01 §3 "Counters"). */
export const notificationCounters = z.object({
  persetujuan_count: z.number().int(),
  surat_masuk: z.number().int(),
  konsep: z.number().int(),
  notifCount: z.number().int(),
});
export type NotificationCounters = z.infer<typeof notificationCounters>;
export const notificationCountersResponse = itemsEnvelope(notificationCounters);

/** Marks notifications read: one category (its list was opened), one notification, or all. */
export const notificationReadBody = z.object({
  kategori: notificationKategori.optional(),
  id: z.string().uuid().optional(),
});
export type NotificationReadBody = z.infer<typeof notificationReadBody>;

/** One message of the live stream (`GET /api/egs/stream`, Server-Sent Events `notification`). */
export const streamNotification = z.object({
  notification: notificationItem,
  counters: notificationCounters,
});
export type StreamNotification = z.infer<typeof streamNotification>;
