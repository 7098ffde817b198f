import { describe, expect, it } from "vitest";
import { jakartaPartsByZone as fromZone, jakartaParts, todayInJakarta } from "./jakarta-day";

describe("Jakarta's calendar and clock", () => {
  const instants = [
    // Around midnight WIB (17:00 UTC) and the turn of a year, a leap day.
    "2026-12-07T16:59:59.999Z",
    "2026-12-07T17:00:00.000Z",
    "2026-12-31T16:59:00Z",
    "2026-12-31T17:00:00Z",
    "2028-02-28T17:00:00Z",
    // The change to UTC+7 on 1 January 1964, and the UTC+7:30 before it.
    "1963-12-31T16:29:00Z",
    "1963-12-31T16:30:00Z",
    "1960-06-15T16:45:00Z",
    "1945-08-17T03:00:00Z",
  ].map((iso) => new Date(iso));
  // And an instant every 7 hours 13 minutes over fifty years.
  for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += (7 * 60 + 13) * 60_000) {
    instants.push(new Date(t));
  }

  it("reads every instant as the time zone database does", () => {
    const differing = instants.filter(
      (at) => JSON.stringify(jakartaParts(at)) !== JSON.stringify(fromZone(at)),
    );
    expect(differing).toEqual([]);
    expect(instants.length).toBeGreaterThan(60_000);
  });

  it("gives today's date as the Jakarta calendar has it", () => {
    expect(todayInJakarta(new Date("2026-12-07T16:59:59Z"))).toBe("2026-12-07");
    expect(todayInJakarta(new Date("2026-12-07T17:00:00Z"))).toBe("2026-12-08");
    // At midnight of 1964 (UTC+7:30) the clocks went back to 23:30 (UTC+7).
    expect(todayInJakarta(new Date("1963-12-31T16:29:00Z"))).toBe("1963-12-31");
    expect(todayInJakarta(new Date("1963-12-31T16:30:00Z"))).toBe("1963-12-31");
    expect(todayInJakarta(new Date("1963-12-31T17:00:00Z"))).toBe("1964-01-01");
    for (const at of instants) {
      const p = fromZone(at);
      expect(todayInJakarta(at)).toBe(`${p.year}-${p.month}-${p.day}`);
    }
  });
});
