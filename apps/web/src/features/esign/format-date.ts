import "dayjs/locale/id";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** Western Indonesian Time, the instance's clock whatever the reader's time zone. */
const WIB_OFFSET_MINUTES = 7 * 60;

/** '22 November 2026'; the text itself when it is not a date. */
export function formatDate(value: string | null): string {
  if (!value) return "-";
  const date = dayjs(value);
  return date.isValid() ? date.locale("id").format("D MMMM YYYY") : value;
}

/** '22 November 2026 13:05 WIB'; the text itself when it is not a date. */
export function formatDateTimeWib(value: string | null): string {
  if (!value) return "-";
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return `${date.utcOffset(WIB_OFFSET_MINUTES).locale("id").format("D MMMM YYYY HH:mm")} WIB`;
}
