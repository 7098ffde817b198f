import { readFileSync } from "node:fs";
import { todayInJakarta } from "../../lib/jakarta-day";

/**
 * The day the records' life cycle is read on (a Jakarta day). Retention statuses follow from
 * it, so the tests move it forward years without touching the process clock (which signs the
 * session tokens).
 */
export const berkasClock = {
  today: (): string => todayInJakarta(),
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the records' day from `file` on each call (`RECORDS_DAY_FILE`, a test instance's way to
 * rehearse retention years ahead); today while the file is missing or holds no day.
 */
export function dayFromFile(file: string): () => string {
  return () => {
    try {
      const day = readFileSync(file, "utf8").trim();
      return DAY.test(day) ? day : todayInJakarta();
    } catch {
      return todayInJakarta();
    }
  };
}
