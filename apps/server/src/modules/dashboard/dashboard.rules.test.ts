import { describe, expect, it } from "vitest";
import { activityText, dateRange, oneMonthBefore } from "./dashboard.rules";

describe("dateRange", () => {
  it("goes back one calendar month, clamped to the month's last day", () => {
    expect(oneMonthBefore("2026-11-22")).toBe("2026-10-22");
    expect(oneMonthBefore("2026-03-31")).toBe("2026-02-28");
    expect(oneMonthBefore("2028-03-30")).toBe("2028-02-29");
    expect(oneMonthBefore("2026-01-15")).toBe("2025-12-15");
  });

  it("defaults to one month ago until today in Asia/Jakarta", () => {
    // 17:30 UTC on 31 Dec is already 1 January in Jakarta.
    expect(dateRange({}, new Date("2026-12-31T17:30:00Z"))).toEqual({
      startDate: "2026-12-01",
      endDate: "2027-01-01",
    });
    expect(dateRange({ end_date: "2026-05-31" })).toEqual({
      startDate: "2026-04-30",
      endDate: "2026-05-31",
    });
    expect(dateRange({ start_date: "2026-01-01", end_date: "2026-02-01" })).toEqual({
      startDate: "2026-01-01",
      endDate: "2026-02-01",
    });
  });
});

describe("activityText", () => {
  it("names the action, the subject and the other party", () => {
    expect(activityText("disposisi", "Undangan", "Rizky")).toEqual({
      title: "Disposisi surat",
      body: '"Undangan" kepada Rizky',
    });
    expect(activityText("setuju", "Undangan", "Sari")).toEqual({
      title: "Setujui surat",
      body: '"Undangan" dari Sari',
    });
    expect(activityText("buat", " ", null)).toEqual({
      title: "Buat konsep surat",
      body: '"(tanpa perihal)"',
    });
  });
});
