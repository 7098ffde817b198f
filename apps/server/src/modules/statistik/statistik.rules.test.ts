import { describe, expect, it } from "vitest";
import { monthBounds, twelveMonths } from "./statistik.rules";

describe("statistik rules", () => {
  it("bounds a month by the first days of it and of the next", () => {
    expect(monthBounds(2026, 11)).toEqual({ from: "2026-11-01", to: "2026-12-01" });
    expect(monthBounds(2026, 12)).toEqual({ from: "2026-12-01", to: "2027-01-01" });
  });

  it("gives twelve months, zero where nothing was counted", () => {
    const months = twelveMonths([
      { month: 3, value: "2" },
      { month: "11", value: 5 },
    ]);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 1, value: 0 });
    expect(months[2]).toEqual({ month: 3, value: 2 });
    expect(months[10]).toEqual({ month: 11, value: 5 });
  });
});
