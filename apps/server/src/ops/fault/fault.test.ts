import { afterAll, beforeAll, expect, it } from "vitest";
import { crashRun } from "./crash-run";
import { serverDataFromTemplate } from "./test-data";

// The short form of `npm run fault`: the real server killed (SIGKILL) in a burst of approvals
// and dispositions, on PGlite or on PostgreSQL as the run is (see README, "Fault drill").
let data: Awaited<ReturnType<typeof serverDataFromTemplate>>;
beforeAll(async () => {
  data = await serverDataFromTemplate();
});
afterAll(() => data?.cleanup());

it("a killed server leaves every letter whole or untouched, and every message sent once", async () => {
  const report = await crashRun({
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    approvals: 8,
    dispositions: 8,
    parallel: 6,
    killAt: 0.4,
    log: () => undefined,
  });
  expect(report.letters.problems).toEqual([]);
  expect(report.delivery.problems).toEqual([]);
  expect(report.letters).toMatchObject({ approved: 8, disposed: 8 });
  expect(Object.keys(report.afterRestart).every((s) => s === "200")).toBe(true);
  expect(report.delivery.emails).toBeGreaterThanOrEqual(8);
  expect(report.ok).toBe(true);
}, 180_000);
