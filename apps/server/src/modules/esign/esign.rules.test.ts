import { describe, expect, it } from "vitest";
import { afterFailure, afterSuccess, isLocked } from "./esign.rules";

describe("passphrase lockout", () => {
  const now = new Date("2026-11-22T06:00:00Z");

  it("locks for 15 minutes on the fifth wrong passphrase in a row", () => {
    let state = afterSuccess();
    for (let i = 1; i <= 4; i++) {
      state = afterFailure(state, now);
      expect(state).toEqual({ failedAttempts: i, lockedUntil: null });
      expect(isLocked(state, now)).toBe(false);
    }
    state = afterFailure(state, now);
    expect(state.lockedUntil).toEqual(new Date("2026-11-22T06:15:00Z"));
    expect(isLocked(state, now)).toBe(true);
    expect(isLocked(state, new Date("2026-11-22T06:15:01Z"))).toBe(false);
  });

  it("a right passphrase starts the count again", () => {
    expect(afterSuccess()).toEqual({ failedAttempts: 0, lockedUntil: null });
  });
});
