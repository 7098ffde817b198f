import dayjs from "dayjs";

/** '22 November 2026' (dayjs runs in the 'id' locale); '-' when there is no date. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return "-";
  const date = dayjs(value);
  return date.isValid() ? date.format("D MMMM YYYY") : value;
}
