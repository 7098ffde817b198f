import type { MailStatus } from "./options";

/**
 * How a letter's status reads on every list, detail and print view: the word staff use and a
 * colour that does not lie (a cancelled letter is never green). Plain data, no zod, so a page
 * that only shows a badge stays light.
 *
 * Colours are the darker shades of Ant Design's palette (blue-6, cyan-8, orange-8, red-6,
 * green-8): as a Tag's text on the tint Ant Design derives from it (the same hue at 95%
 * lightness) each keeps a contrast of at least 4.5:1, WCAG AA for small text. The lighter
 * presets (`green`, `orange`, `cyan`) fall near 3.3:1 and are not used.
 */
export interface StatusBadge {
  label: string;
  /** A hex colour for Ant Design's Tag. */
  color: string;
}

const BLUE = "#0958d9";
const CYAN = "#006d75";
const ORANGE = "#ad4e00";
const RED = "#cf1322";
const GREEN = "#237804";
const GREY = "#595959";

/**
 * Letter statuses (DOMAIN.md "Outgoing letter lifecycle"). Spec 01 §4 gives the Telusuri
 * badges as pemeriksa primary, draft info, anything else success; 'anything else' would paint
 * Batal green, so perbaikan and batal have colours of their own.
 */
export const MAIL_STATUS_BADGES: Record<MailStatus, StatusBadge> = {
  draft: { label: "Konsep", color: CYAN },
  pemeriksa: { label: "Dalam Pemeriksaan", color: BLUE },
  perbaikan: { label: "Perbaikan", color: ORANGE },
  batal: { label: "Batal", color: RED },
  terkirim: { label: "Terkirim", color: GREEN },
};

/** Where an incoming letter stands in the receiving unit (the incoming banks' badge). */
export const INCOMING_PROGRESS_BADGES: Record<string, StatusBadge> = {
  "Belum Dibaca": { label: "Belum Dibaca", color: ORANGE },
  Dibaca: { label: "Dibaca", color: BLUE },
  Didisposisi: { label: "Didisposisi", color: GREEN },
};

const isMailStatus = (status: string): status is MailStatus =>
  Object.hasOwn(MAIL_STATUS_BADGES, status);

/** The badge of a letter status (`status_surat`); an unknown value reads as itself, in grey. */
export function mailStatusBadge(status: string): StatusBadge {
  return isMailStatus(status) ? MAIL_STATUS_BADGES[status] : { label: status, color: GREY };
}

/** 'Dalam Pemeriksaan' for `pemeriksa`, and so on. */
export const mailStatusLabel = (status: string) => mailStatusBadge(status).label;

/** The badge of a bank row: a letter status, or the receiving unit's progress. */
export function statusBadge(text: string): StatusBadge {
  return INCOMING_PROGRESS_BADGES[text] ?? mailStatusBadge(text);
}

/** How a letter reached a person (a recipient row's role), in words. */
export const RECIPIENT_ROLE_LABELS = {
  penerima: "Penerima",
  tembusan: "Tembusan",
  disposisi: "Disposisi",
  teruskan: "Teruskan",
} as const;

/** The word of a bank row's status, as its badge reads: 'Didisposisi', 'Terkirim', and so on. */
export const statusLabel = (text: string) => statusBadge(text).label;
