import "dayjs/locale/id";
import dayjs from "dayjs";

/** '22 November 2026', or '-' when absent. */
export const tanggal = (value: string | null | undefined) =>
  value ? dayjs(value).locale("id").format("D MMMM YYYY") : "-";

/** '22 November 2026 13:05' in the visitor's time zone. */
export const waktu = (value: string | null | undefined) =>
  value ? dayjs(value).locale("id").format("D MMMM YYYY HH:mm") : "-";

export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
