import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatDay,
  formatDayTime,
  formatDayTimeWib,
  formatTimestampWib,
  formatWeekdayDay,
  jakartaDay,
  todayInJakarta,
} from "./dates";

// 17:30 UTC on 22 November is already 00:30 on 23 November in Jakarta (UTC+7).
const LATE_EVENING_UTC = "2026-11-22T17:30:09.000Z";

describe("dates on the Asia/Jakarta clock", () => {
  it("shows history times in Asia/Jakarta, Indonesian month names", () => {
    expect(formatDayTime("2026-11-22T06:05:00.000Z")).toBe("22 November 2026 13:05");
  });

  it("writes each format the pages use", () => {
    const at = "2026-08-03T02:07:09.000Z";
    expect(formatDay(at)).toBe("3 Agustus 2026");
    expect(formatDayTime(at)).toBe("3 Agustus 2026 09:07");
    expect(formatDayTimeWib(at)).toBe("3 Agustus 2026 09:07 WIB");
    expect(formatTimestampWib(at)).toBe("03/08/2026 09:07:09 WIB");
    expect(formatWeekdayDay(at)).toBe("Senin, 3 Agustus 2026");
    expect(formatClock(at)).toBe("09.07");
  });

  it("turns the day at midnight in Jakarta, not at midnight UTC", () => {
    expect(formatDay(LATE_EVENING_UTC)).toBe("23 November 2026");
    expect(formatDayTimeWib(LATE_EVENING_UTC)).toBe("23 November 2026 00:30 WIB");
    expect(formatTimestampWib(LATE_EVENING_UTC)).toBe("23/11/2026 00:30:09 WIB");
    expect(jakartaDay(LATE_EVENING_UTC)).toBe("2026-11-23");
    expect(jakartaDay(new Date("2026-11-22T16:59:59.000Z"))).toBe("2026-11-22");
  });

  it("shows a bare calendar day as that day", () => {
    expect(formatDay("2026-11-23")).toBe("23 November 2026");
    expect(formatWeekdayDay("2026-11-23")).toBe("Senin, 23 November 2026");
    expect(jakartaDay("2026-12-31")).toBe("2026-12-31");
  });

  it("reads '-' without a value and keeps a text that is not a date", () => {
    for (const format of [formatDay, formatDayTime, formatDayTimeWib]) {
      expect(format(null)).toBe("-");
      expect(format(undefined)).toBe("-");
      expect(format("")).toBe("-");
      expect(format("segera")).toBe("segera");
    }
    expect(jakartaDay("segera")).toBe("segera");
  });

  it("gives today's Jakarta date", () => {
    expect(todayInJakarta(new Date(LATE_EVENING_UTC))).toBe("2026-11-23");
    expect(todayInJakarta()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
