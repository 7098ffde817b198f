import { z } from "zod";
import { itemsEnvelope, pagedItems } from "./common";

/** The three categories of DOMAIN.md "Notifications and counters". */
export const NOTIFICATION_KATEGORI = ["persetujuan", "konsep", "surat-masuk"] as const;
export const notificationKategori = z.enum(NOTIFICATION_KATEGORI);
export type NotificationKategori = z.infer<typeof notificationKategori>;

export const NOTIFICATION_TYPES = [
  "pemeriksaan",
  "perbaikan",
  "penerima",
  "tembusan",
  "disposisi",
  "teruskan",
  "batas-waktu",
] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

/** Page sizes of the bell's dropdown and of `/notifikasi` (spec 01 §7, §9). */
export const NOTIFICATION_DROPDOWN_SIZE = 4;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_EMPTY_TEXT = "Tidak ada notifikasi !";

/** Where a notification leads (spec 01 §2 Shell). */
export const NOTIFICATION_LINKS: Record<NotificationKategori, string> = {
  persetujuan: "/surat-keluar/persetujuan",
  konsep: "/surat-keluar/konsep",
  "surat-masuk": "/surat-masuk/daftar-surat",
};

/** What each type says, as the notification's title. */
export const NOTIFICATION_TITLES: Record<NotificationType, string> = {
  pemeriksaan: "Surat menunggu pemeriksaan anda",
  perbaikan: "Surat dikembalikan untuk perbaikan",
  penerima: "Surat masuk untuk anda",
  tembusan: "Tembusan surat untuk anda",
  disposisi: "Disposisi surat untuk anda",
  teruskan: "Surat diteruskan kepada anda",
  "batas-waktu": "Batas waktu disposisi besok",
};

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
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});
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

/** One message of the live stream (`GET /api/egs/stream`, Server-Sent Events `notification`). */
export const streamNotification = z.object({
  notification: notificationItem,
  counters: notificationCounters,
});
export type StreamNotification = z.infer<typeof streamNotification>;
