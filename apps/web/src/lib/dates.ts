/**
 * Dates as Lontar shows them: Indonesian words on the Asia/Jakarta clock (WIB), whatever the
 * reader's time zone, so a letter shows the same time on every page and on its printouts.
 * Texts that are not dates come back as they are; an empty value reads '-'.
 */

const ZONE = "Asia/Jakarta";
const LOCALE = "id-ID";

// Built once: making a formatter costs far more than formatting with it.
const clock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: ZONE,
  weekday: "long",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
const monthNames = (month: "long") => {
  const names = new Intl.DateTimeFormat(LOCALE, { timeZone: "UTC", month });
  return Array.from({ length: 12 }, (_, i) => names.format(Date.UTC(2000, i, 1)));
};
const MONTHS = monthNames("long");

/** A calendar day without a time (`2026-11-22`): shown as that day, never shifted. */
const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface JakartaParts {
  weekday: string;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: string;
  minute: string;
  second: string;
}

/** The instant's calendar and clock in Asia/Jakarta, or null when `value` is not a date. */
function jakartaParts(value: string | Date): JakartaParts | null {
  const instant =
    typeof value === "string"
      ? new Date(BARE_DAY.test(value) ? `${value}T00:00:00+07:00` : value)
      : value;
  if (Number.isNaN(instant.getTime())) return null;
  const part: Record<string, string> = {};
  for (const { type, value: text } of clock.formatToParts(instant)) part[type] = text;
  return {
    weekday: part.weekday ?? "",
    year: Number(part.year),
    month: Number(part.month),
    day: Number(part.day),
    hour: part.hour ?? "00",
    minute: part.minute ?? "00",
    second: part.second ?? "00",
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const longDay = (p: JakartaParts) => `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;

/** Formats a present, valid date; '-' when absent, the text itself when it is not a date. */
const formatter =
  (format: (parts: JakartaParts) => string) =>
  (value: string | null | undefined): string => {
    if (!value) return "-";
    const parts = jakartaParts(value);
    return parts ? format(parts) : value;
  };

/** '22 November 2026'. */
export const formatDay = formatter(longDay);

/** '22 November 2026 13:05'. */
export const formatDayTime = formatter((p) => `${longDay(p)} ${p.hour}:${p.minute}`);

/** '22 November 2026 13:05 WIB': where the reader may be elsewhere (signatures, public pages). */
export const formatDayTimeWib = formatter((p) => `${longDay(p)} ${p.hour}:${p.minute} WIB`);

/** '22/11/2026 13:05:09 WIB': to the second, for logs. */
export const formatTimestampWib = formatter(
  (p) => `${pad(p.day)}/${pad(p.month)}/${p.year} ${p.hour}:${p.minute}:${p.second} WIB`,
);

/** 'Minggu, 22 November 2026'. */
export const formatWeekdayDay = formatter((p) => `${p.weekday}, ${longDay(p)}`);

/** '13.05', the Indonesian way of writing a time of day. */
export const formatClock = formatter((p) => `${p.hour}.${p.minute}`);

/** The Jakarta calendar day of an instant as `YYYY-MM-DD` (how the server groups and filters). */
export function jakartaDay(value: string | Date): string {
  const parts = jakartaParts(value);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : String(value);
}

/** Today's date in Asia/Jakarta as `YYYY-MM-DD`. */
export const todayInJakarta = (now = new Date()) => jakartaDay(now);

/**
 * How a date is typed and shown in a date field: DD/MM/YYYY (the wire keeps YYYY-MM-DD).
 * A field reads the first format back; the others are what people also type.
 */
export const DATE_INPUT_FORMAT = "DD/MM/YYYY";
export const DATE_INPUT_FORMATS = [
  DATE_INPUT_FORMAT,
  "D/M/YYYY",
  "DD-MM-YYYY",
  "D-M-YYYY",
  "DDMMYYYY",
];
/** A date with a time of day (schedules), on the same pattern. */
export const DATE_TIME_INPUT_FORMAT = "DD/MM/YYYY HH:mm";
export const DATE_TIME_INPUT_FORMATS = [DATE_TIME_INPUT_FORMAT, "D/M/YYYY HH:mm", "D/M/YYYY H:mm"];

/** What a date field says when the typed text is not a date it can read. */
export const invalidDateMessage = (typed: string, withTime = false) =>
  `Tanggal "${typed}" tidak dikenali. Ketik dengan format ${
    withTime ? "DD/MM/YYYY JJ:MM, misalnya 30/11/2026 09:00" : "DD/MM/YYYY, misalnya 30/11/2026"
  }.`;
