import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { recordsDayFile } from "./tests/support/records-day";

const port = Number(process.env.E2E_PORT ?? 8181);
const root = path.resolve(import.meta.dirname, "..");
/** Per port, so two runs on different E2E_PORTs never wipe each other's database. */
const dataDir = path.join(root, ".tmp", `e2e-data-${port}`);

/** Browser journeys against the built app served by the real server on a fresh database. */
export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Twice the slowest short journey's time on a CI machine under load (master-organisasi, 20 s).
  timeout: 60_000,
  // A first paint after `page.goto` (a full load of the app and the route's chunk) took over the
  // default 5 s with both cores busy elsewhere; a check that passes is no slower for it.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  outputDir: path.join(root, ".tmp", `e2e-results-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1366, height: 800 } },
      testIgnore: /phone\.spec\.ts/,
    },
    {
      name: "phone",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /phone\.spec\.ts/,
    },
  ],
  webServer: {
    // As `npm start` runs it: the bundled server (the web app is built before the tests).
    command: `rm -rf "${dataDir}" "${recordsDayFile(port)}" && node ../scripts/start.mjs`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The retention clock a journey moves ahead (support/records-day.ts).
      RECORDS_DAY_FILE: recordsDayFile(port),
    },
    stdout: "pipe",
  },
});
