import { z } from "zod";

// A calendar date, not just its shape: 2025-02-30 would reach the database and fail there.
const isoDate = z.iso.date().optional();

/** `GET egs/dashboard/count`: the date range of the lists (default one month ago until today). */
export const dashboardCountQuery = z.object({ start_date: isoDate, end_date: isoDate });
export type DashboardCountQuery = z.infer<typeof dashboardCountQuery>;

export const readCount = z.object({
  total: z.number().int(),
  read: z.number().int(),
  havent_read: z.number().int(),
});
export type ReadCount = z.infer<typeof readCount>;

/** The dashboard cards (spec 01 §7): each equals the total of the list it links to. */
export const dashboardCounts = z.object({
  count_internal: readCount,
  count_sekretariat: readCount,
  count_persetujuan: readCount,
  count_draft: readCount,
  count_disposisi: readCount,
  count_teruskan: readCount,
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;

/** One entry of the activity feed (spec 01 §3 "Activity item"). */
export const activityItem = z.object({
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** The feed shows the latest days with activity, a few entries per day at a time (spec 01 §9). */
export const ACTIVITY_DAYS = 3;
export const ACTIVITY_PER_DAY = 5;
/** The server sends at most this many entries of one day. */
export const ACTIVITY_DAY_CAP = 50;

export const DASHBOARD_TEXT = {
  title: "DASHBOARD",
  today: "Hari ini",
  viewMore: "View More",
  noActivity: "Tidak ada aktivitas.",
  read: "Sudah dibaca",
  unread: "Belum dibaca",
} as const;

/** `GET egs/rekap-mail/{monthIndex}?year`: the month (1–12) and year of the schedule recap. */
export const rekapMailParams = z.object({ monthIndex: z.coerce.number().int().min(1).max(12) });
export const rekapMailQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type RekapMailQuery = z.infer<typeof rekapMailQuery>;

/** How long the link to a recap PDF stays valid. */
export const REKAP_LINK_TTL_SECONDS = 30 * 60;

export const REKAP_TEXT = {
  title: "Rekap Jadwal Surat",
  empty: "Tidak ada jadwal pada bulan ini.",
  linkExpired: "Tautan rekap sudah kedaluwarsa, buat ulang dari halaman Personal Info",
  monthFormat: "MM/YYYY",
} as const;
