/** Notification texts and constants, free of zod (the shell shows them on every page). */

/**
 * The three categories of DOMAIN.md "Notifications and counters"; `surat-keluar`: news of a
 * letter the user wrote (approved and sent, cancelled); `keamanan`: notices about the user's
 * own account (repeated failed logins); and `arsip`: a Berita Acara of the records waiting for
 * the user's signature. The last three are counted in the bell only.
 */
export const NOTIFICATION_KATEGORI = [
  "persetujuan",
  "konsep",
  "surat-masuk",
  "surat-keluar",
  "keamanan",
  "arsip",
] as const;
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
  "terkirim",
  "batal",
  "berita-acara",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Page sizes of the bell's dropdown and of `/notifikasi` (spec 01 §7, §9). */
export const NOTIFICATION_DROPDOWN_SIZE = 4;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_EMPTY_TEXT = "Tidak ada notifikasi !";

/**
 * The list of each category (spec 01 §2 Shell): where a notification leads when it names no
 * letter, or one the user can no longer see (`notificationLink`).
 */
export const NOTIFICATION_LINKS: Record<NotificationKategori, string> = {
  persetujuan: "/surat-keluar/persetujuan",
  konsep: "/surat-keluar/konsep",
  "surat-masuk": "/surat-masuk/daftar-surat",
  "surat-keluar": "/surat-keluar/telusuri",
  keamanan: "/dashboard/change-password",
  arsip: "/dashboard",
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
  terkirim: "Surat anda telah disetujui dan dikirim",
  batal: "Surat anda dibatalkan",
  "berita-acara": "Berita acara arsip menunggu tanda tangan anda",
};

/** What a notification needs to lead to its letter (a `NotificationItem` has all of it). */
export type NotificationTarget = {
  kategori: NotificationKategori;
  type: NotificationType;
  mail_id: string | null;
  /** The letter's `kategori_surat`; null when the user can no longer see it. */
  kategori_surat: "internal" | "external" | null;
  /** The Berita Acara an `arsip` notification is about. */
  berita_acara_id?: string | null;
};

/**
 * Where a notification leads: the detail of its letter, in the section it concerns the user
 * as — the reviewer's Persetujuan, the author's Konsep, Telusuri or Surat Batal, and the inbox
 * tab the letter is in ('Surat Masuk Sekretariat' for a letter the secretariat registered).
 * Without a letter the user may see, the category's list (`NOTIFICATION_LINKS`).
 */
export function notificationLink(item: NotificationTarget): string {
  if (item.kategori === "arsip")
    return item.berita_acara_id
      ? `/berita-acara/${item.berita_acara_id}`
      : NOTIFICATION_LINKS.arsip;
  const id = item.mail_id;
  if (!id || !item.kategori_surat) return NOTIFICATION_LINKS[item.kategori];
  switch (item.kategori) {
    case "persetujuan":
      return `/surat-keluar/persetujuan/detail/${id}`;
    case "konsep":
      return `/surat-keluar/konsep/detail/${id}`;
    case "surat-keluar":
      return item.type === "batal"
        ? `/surat-keluar/surat-batal/detail/${id}`
        : `/surat-keluar/telusuri/detail/${id}`;
    case "surat-masuk":
      return item.kategori_surat === "external"
        ? `/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/${id}`
        : `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${id}`;
    case "keamanan":
      return NOTIFICATION_LINKS.keamanan;
  }
}

/**
 * The query parameter of a Web Push's link (`?notifikasi={id}`): clicking the push opens the
 * letter, and the app marks that notification read, as a click in the bell does.
 */
export const NOTIFICATION_READ_PARAM = "notifikasi";

/** How the note of a notification is introduced, as the reviewer's dialog labels it. */
const NOTE_LABELS: Partial<Record<NotificationType, string>> = {
  perbaikan: "Catatan Perbaikan",
  batal: "Alasan Pembatalan",
};

/** The note a notification carries ('Catatan Perbaikan: …', 'Alasan Pembatalan: …'), or null. */
export function notificationNote(item: {
  type: NotificationType;
  keterangan: string | null;
}): string | null {
  const text = item.keterangan?.trim();
  if (!text) return null;
  const label = NOTE_LABELS[item.type];
  return label ? `${label}: ${text}` : text;
}
