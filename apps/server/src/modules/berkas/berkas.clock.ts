import { todayInJakarta } from "../../lib/jakarta-day";

/**
 * The day the records' life cycle is read on (a Jakarta day). Retention statuses follow from
 * it, so the tests move it forward years without touching the process clock (which signs the
 * session tokens).
 */
export const berkasClock = {
  today: (): string => todayInJakarta(),
};
