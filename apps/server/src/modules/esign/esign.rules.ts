import { PASSPHRASE_LOCK_MINUTES, PASSPHRASE_MAX_FAILURES } from "@lontar/contracts/esign";
import { clockInJakarta } from "../../lib/jakarta-day";

export type LockState = { failedAttempts: number; lockedUntil: Date | null };

export const isLocked = (state: LockState, now: Date) =>
  state.lockedUntil !== null && state.lockedUntil > now;

/** After a wrong passphrase: one more failure; the fifth in a row locks for 15 minutes. */
export function afterFailure(state: LockState, now: Date): LockState {
  const failedAttempts = state.failedAttempts + 1;
  return failedAttempts >= PASSPHRASE_MAX_FAILURES
    ? { failedAttempts: 0, lockedUntil: new Date(now.getTime() + PASSPHRASE_LOCK_MINUTES * 60_000) }
    : { failedAttempts, lockedUntil: null };
}

/** A right passphrase clears the count. */
export const afterSuccess = (): LockState => ({ failedAttempts: 0, lockedUntil: null });

/** `HH.MM` in Asia/Jakarta, for the lock message. */
export const jamWib = (at: Date) => clockInJakarta(at);
