import { todayInJakarta } from "../../lib/jakarta-day";

/** `YYYY-MM-DD` one calendar month before `date` (31 March → 28/29 February), as dayjs does. */
export function oneMonthBefore(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The lists' default range (spec 01 §9): one month ago until today, in Asia/Jakarta. */
export function dateRange(
  query: { start_date?: string; end_date?: string },
  now = new Date(),
): { startDate: string; endDate: string } {
  const today = todayInJakarta(now);
  return {
    startDate: query.start_date ?? oneMonthBefore(query.end_date ?? today),
    endDate: query.end_date ?? today,
  };
}

/** What the user did, as recorded: letters, review notes, dispositions, registrations. */
export type ActivityKind =
  | "buat"
  | "kirim"
  | "lanjutkan"
  | "perbaikan"
  | "batalkan"
  | "setuju"
  | "disposisi"
  | "teruskan"
  | "catat";

const ACTIVITY: Record<ActivityKind, { title: string; towards: "kepada" | "dari" }> = {
  buat: { title: "Buat konsep surat", towards: "kepada" },
  kirim: { title: "Kirim surat untuk diperiksa", towards: "kepada" },
  lanjutkan: { title: "Lanjutkan surat ke pemeriksa berikutnya", towards: "dari" },
  perbaikan: { title: "Kembalikan surat untuk perbaikan", towards: "dari" },
  batalkan: { title: "Batalkan surat", towards: "dari" },
  setuju: { title: "Setujui surat", towards: "dari" },
  disposisi: { title: "Disposisi surat", towards: "kepada" },
  teruskan: { title: "Teruskan surat", towards: "kepada" },
  catat: { title: "Catat surat masuk", towards: "dari" },
};

/**
 * One entry of the feed: the action as its title, the letter's subject and the other party
 * (to whom it went, or whose letter it was) as its body.
 */
export function activityText(kind: string, perihal: string, other: string | null) {
  const known = ACTIVITY[kind as ActivityKind];
  const subject = `"${perihal.trim() || "(tanpa perihal)"}"`;
  if (!known) return { title: `Aksi ${kind} pada surat`, body: subject };
  return {
    title: known.title,
    body: other?.trim() ? `${subject} ${known.towards} ${other.trim()}` : subject,
  };
}
