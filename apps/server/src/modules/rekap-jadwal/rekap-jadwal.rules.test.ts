import { describe, expect, it } from "vitest";
import { readRekapToken, signRekapToken, startsIn, textWindow } from "./rekap-jadwal.rules";

describe("rekap link tokens", () => {
  const now = 1_800_000_000;
  const request = { userId: 42, year: 2026, month: 11 };

  it("name the user, month and year until they expire", () => {
    const token = signRekapToken("key", request, now + 60);
    expect(token).toMatch(/^[\w-]+$/);
    expect(readRekapToken("key", token, now)).toEqual(request);
    expect(readRekapToken("key", token, now + 61)).toBeNull();
  });

  it("refuse another key, a changed byte and garbage", () => {
    const token = signRekapToken("key", request, now + 60);
    expect(readRekapToken("other", token, now)).toBeNull();
    const bytes = Buffer.from(token, "base64url");
    bytes[6] = 12;
    expect(readRekapToken("key", bytes.toString("base64url"), now)).toBeNull();
    expect(readRekapToken("key", "abc", now)).toBeNull();
  });
});

describe("the month of a schedule", () => {
  it("is the Asia/Jakarta month of its start", () => {
    expect(startsIn("2026-11-30T09:00:00+07:00", 2026, 11)).toBe(true);
    // 17:30 UTC on 30 November is 00:30 on 1 December in Jakarta.
    expect(startsIn("2026-11-30T17:30:00.000Z", 2026, 11)).toBe(false);
    expect(startsIn("2026-11-30T17:30:00.000Z", 2026, 12)).toBe(true);
    expect(startsIn("2026-10-31T17:00:00.000Z", 2026, 11)).toBe(true);
    expect(startsIn("bukan tanggal", 2026, 11)).toBe(false);
  });

  it("is searched in a text window a day wider on each side", () => {
    expect(textWindow(2026, 11)).toEqual({ from: "2026-10-31", to: "2026-12-02" });
    expect(textWindow(2026, 1)).toEqual({ from: "2025-12-31", to: "2026-02-02" });
    expect(textWindow(2026, 12)).toEqual({ from: "2026-11-30", to: "2027-01-02" });
  });
});
