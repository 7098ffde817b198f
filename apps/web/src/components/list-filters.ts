import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/timing";
import { type Dayjs, dayjs } from "../lib/dayjs-id";

/** Dates of the list filters travel as YYYY-MM-DD (spec 01 §9). */
export const LIST_DATE_FORMAT = "YYYY-MM-DD";

export interface DateRange {
  start_date: string;
  end_date: string;
}

/** One month ago until today (spec 01 §3 "List filters", §9). */
export function defaultDateRange(today: Dayjs = dayjs()): DateRange {
  return {
    start_date: today.subtract(1, "month").format(LIST_DATE_FORMAT),
    end_date: today.format(LIST_DATE_FORMAT),
  };
}

/** What a dated list asks for before the user changes a filter: page 1 of the default range. */
export const defaultListQuery = (perPage = DEFAULT_PAGE_SIZE) => ({
  ...defaultDateRange(),
  q: undefined as string | undefined,
  page: 1,
  per_page: perPage,
});
