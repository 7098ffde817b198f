/** Notification texts and constants, free of zod (the shell shows them on every page). */

/**
 * The three categories of DOMAIN.md "Notifications and counters", and `keamanan`: notices
 * about the user's own account (repeated failed logins), counted in the bell only.
 */
export const NOTIFICATION_KATEGORI = ["persetujuan", "konsep", "surat-masuk", "keamanan"] as const;
export type NotificationKategori = (typeof NOTIFICATION_KATEGORI)[number];

export const NOTIFICATION_TYPES = [
  "pemeriksaan",
  "perbaikan",
  "penerima",
  "tembusan",
  "disposisi",
  "teruskan",
  "batas-waktu",
  "login-gagal",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Page sizes of the bell's dropdown and of `/notifikasi` (spec 01 §7, §9). */
export const NOTIFICATION_DROPDOWN_SIZE = 4;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_EMPTY_TEXT = "Tidak ada notifikasi !";

/** Where a notification leads (spec 01 §2 Shell). */
export const NOTIFICATION_LINKS: Record<NotificationKategori, string> = {
  persetujuan: "/surat-keluar/persetujuan",
  konsep: "/surat-keluar/konsep",
  "surat-masuk": "/surat-masuk/daftar-surat",
  keamanan: "/dashboard/change-password",
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
  "login-gagal": "Percobaan login gagal berulang pada akun anda",
};
