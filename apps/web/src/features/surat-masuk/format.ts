import "dayjs/locale/id";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** Asia/Jakarta (WIB) has no daylight saving: a fixed offset is the zone. */
const WIB_OFFSET_MINUTES = 7 * 60;

const wib = (value: string) => dayjs(value).utcOffset(WIB_OFFSET_MINUTES).locale("id");

/** '22 November 2026'; '-' when there is no date. A bare day is not shifted. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return "-";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value).locale("id") : wib(value);
  return date.isValid() ? date.format("D MMMM YYYY") : value;
}

/** '22 November 2026 13:05' in Asia/Jakarta. */
export function formatDayTime(value: string | null | undefined): string {
  if (!value) return "-";
  const date = wib(value);
  return date.isValid() ? date.format("D MMMM YYYY HH:mm") : value;
}

/** The WhatsApp chat link of an Indonesian number: a leading 0 becomes 62, other signs go. */
export function whatsappLink(nomor: string | null | undefined): string | null {
  const digits = (nomor ?? "").replace(/\D/g, "");
  if (!digits) return null;
  return `https://wa.me/${digits.startsWith("0") ? `62${digits.slice(1)}` : digits}`;
}

interface CalendarEvent {
  title: string;
  start: string;
  end: string;
  location: string;
  details: string;
}

const calendarStamp = (value: string) => dayjs(value).utc().format("YYYYMMDD[T]HHmmss[Z]");

/** A Google Calendar 'add event' template link for the letter's schedule. */
export function googleCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${calendarStamp(event.start)}/${calendarStamp(event.end)}`,
    location: event.location,
    details: event.details,
    ctz: "Asia/Jakarta",
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
