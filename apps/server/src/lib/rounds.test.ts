import { describe, expect, it } from "vitest";
import { startRounds } from "./rounds";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("startRounds: a background job in rounds", () => {
  it("runs now and then on time, one round at a time, and reports a failed round", async () => {
    const started: number[] = [];
    const errors: string[] = [];
    let rounds = 0;
    const stop = startRounds(
      async () => {
        rounds++;
        started.push(rounds);
        if (rounds === 2) throw new Error("round 2 failed");
        await wait(rounds === 1 ? 120 : 0);
      },
      { everyMs: 20, onError: (error) => errors.push(error.message) },
    );
    expect(started).toEqual([1]);
    // The first round runs 120 ms: the rounds due meanwhile are skipped, not stacked.
    await wait(100);
    expect(started).toEqual([1]);
    await wait(120);
    await stop();
    expect(started.length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual(["round 2 failed"]);
  });

  it("stops after the round in flight has ended, and runs none after", async () => {
    let ended = false;
    let rounds = 0;
    const stop = startRounds(
      async () => {
        rounds++;
        await wait(80);
        ended = true;
      },
      { everyMs: 10, onError: () => undefined },
    );
    await stop();
    expect(ended).toBe(true);
    await wait(50);
    expect(rounds).toBe(1);
  });

  it("waits for its first interval when asked not to run now", async () => {
    let rounds = 0;
    const stop = startRounds(
      async () => {
        rounds++;
      },
      { everyMs: 30, onError: () => undefined, now: false },
    );
    expect(rounds).toBe(0);
    await wait(50);
    await stop();
    expect(rounds).toBe(1);
  });
});
