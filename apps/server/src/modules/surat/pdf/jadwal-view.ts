import type { ScheduleInfo } from "../../../db/schema/surat";
import { clockInJakarta, jakartaParts, longDateInJakarta } from "../../../lib/jakarta-day";
import type { ScheduleView } from "./surat-view.types";

const dayOf = (at: Date) => {
  const p = jakartaParts(at);
  return `${p.year}-${p.month}-${p.day}`;
};

/** `Undangan Rapat Koordinasi` → `Rapat Koordinasi`: the event an invitation is for. */
export function acaraOf(hal: string): string {
  const rest = hal.replace(/^\s*undangan\s+/i, "").trim();
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : hal;
}

/**
 * An invitation's Info Jadwal (instants, UTC) as its schedule table says it in Jakarta time:
 * `Senin, 30 November 2026`, `09.00 – 12.00 WIB`; several days as a range of dates; an end
 * not after the start as `09.00 WIB – selesai`. The event is the subject without `Undangan`.
 */
export function scheduleView(schedule: ScheduleInfo, hal: string): ScheduleView | null {
  const start = new Date(schedule.tanggal_mulai);
  if (Number.isNaN(start.getTime())) return null;
  const parsedEnd = new Date(schedule.tanggal_berakhir);
  const end = Number.isNaN(parsedEnd.getTime()) ? start : parsedEnd;
  const hariTanggal =
    dayOf(end) > dayOf(start)
      ? `${longDateInJakarta(start)} s.d. ${longDateInJakarta(end)}`
      : longDateInJakarta(start);
  const waktu =
    end.getTime() > start.getTime() && clockInJakarta(end) !== clockInJakarta(start)
      ? `${clockInJakarta(start)} – ${clockInJakarta(end)} WIB`
      : `${clockInJakarta(start)} WIB – selesai`;
  return { hariTanggal, waktu, tempat: schedule.tempat.trim() || "-", acara: acaraOf(hal) };
}
