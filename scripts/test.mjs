#!/usr/bin/env node
// `npm test`: type check, lint, server and web tests on PGlite, the server tests again on
// PostgreSQL when DATABASE_URL is set, then the browser tests. Stops at the first failure and
// ends with one line "N passed, N failed" over every test that ran.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".tmp", "test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const ci = process.env.CI === "true" || process.env.CI === "1";
const databaseUrl = process.env.DATABASE_URL;
const withoutDb = { ...process.env };
delete withoutDb.DATABASE_URL;

function run(title, command, args, options = {}) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const vitest = (workspace, name, env) => {
  const file = path.join(out, `${name}.json`);
  const ok = run(
    `${name} tests`,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    { cwd: path.join(root, workspace), env },
  );
  countVitest(file);
  return ok;
};

function findChromium() {
  for (const candidate of [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

if (!run("type check (tsc -b)", "npx", ["tsc", "-b"])) finish(false);
if (!run("lint (biome)", "npx", ["biome", "check", "."])) finish(false);
if (!vitest("apps/server", "server (PGlite)", withoutDb)) finish(false);
if (!vitest("apps/web", "web", withoutDb)) finish(false);
if (databaseUrl) {
  if (!vitest("apps/server", "server (PostgreSQL)", { ...process.env, DATABASE_URL: databaseUrl }))
    finish(false);
} else {
  console.log("\nDATABASE_URL is not set: the server tests ran on PGlite only.");
}

const chromium = findChromium();
if (!chromium) {
  const message =
    "No Chromium found (set CHROMIUM_PATH or install Debian's chromium): browser tests NOT run.";
  if (ci) {
    console.error(`\n\x1b[31m✖ ${message}\x1b[0m`);
    totals.failed += 1;
    finish(false);
  }
  console.warn(`\n\x1b[33m!!! ${message} !!!\x1b[0m`);
  finish(true);
}
if (!run("build web app", "npm", ["run", "build", "-w", "apps/web"])) finish(false);
const e2eFile = path.join(out, "e2e.json");
const e2eOk = run("browser tests (Playwright, Chromium)", "npx", ["playwright", "test"], {
  cwd: path.join(root, "e2e"),
  env: { ...withoutDb, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
});
countPlaywright(e2eFile);
finish(e2eOk);
