import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./dataset.mjs";

/** ARCHITECTURE.md §6, as the bench checks it. */
export const BUDGETS = {
  listP95Ms: 20,
  inboxShareOfFloor: 0.25,
  approvalP95Ms: 300,
  /**
   * The query path (`no-cache`, and the never-cached letter detail) at the bench's 50
   * clients: p95 by database, and the throughput on PostgreSQL (§6 asks PGlite, one process
   * on the server's own thread, for its p95 only); one request at a time, p50.
   */
  queryPathP95Ms: { postgres: 50, pglite: 100 },
  queryPathRps: 1000,
  singleP50Ms: 5,
  /** Every read of the agency's day (lib/day.mjs), on both databases. */
  dayReadP95Ms: 50,
  /** Search at 10 concurrent clients (lib/search.mjs), on the query path. */
  searchP95Ms: 100,
  firstRowsMs: 1000,
  loginJsBytes: 200_000,
  routeJsBytes: 600_000,
  /**
   * Seeding, by the set's size; other sizes, and sets without search documents (which leave
   * out most of the work), are reported without a verdict.
   */
  seedSeconds: { 1000000: 180, 10000000: 1200 },
  /** A restart answers its first request within this (issue: start-up). */
  startupMs: 3000,
};

const mark = (ok) => (ok ? "✓" : "✗");
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The budget cell of one measured row (or "" for rows without a budget). */
function judge(row, floorRps, kind) {
  if (row.requests === 0) return { text: "✗ no answer in time", ok: false };
  // Errors and timeouts (10 s) are not in the latencies: a row with any is not within budget.
  const checks = row.failures > 0 ? [[`${row.failures} failed`, false]] : [];
  if (row.budget === "list" || row.budget === "inbox")
    checks.push([`p95<${BUDGETS.listP95Ms}`, row.p95 < BUDGETS.listP95Ms]);
  if (row.budget === "inbox")
    checks.push([
      `≥${BUDGETS.inboxShareOfFloor * 100}% floor`,
      row.rps >= BUDGETS.inboxShareOfFloor * floorRps,
    ]);
  if (row.budget === "queryPath") {
    const p95 = BUDGETS.queryPathP95Ms[kind] ?? BUDGETS.queryPathP95Ms.postgres;
    checks.push([`p95<${p95}`, row.p95 < p95]);
    if (kind !== "pglite")
      checks.push([`≥${BUDGETS.queryPathRps} req/s`, row.rps >= BUDGETS.queryPathRps]);
  }
  if (row.budget === "single")
    checks.push([`p50<${BUDGETS.singleP50Ms}`, row.p50 < BUDGETS.singleP50Ms]);
  if (row.budget === "dayRead")
    checks.push([`p95<${BUDGETS.dayReadP95Ms}`, row.p95 < BUDGETS.dayReadP95Ms]);
  if (row.budget === "search")
    checks.push([`p95<${BUDGETS.searchP95Ms}`, row.p95 < BUDGETS.searchP95Ms]);
  if (row.budget === "approval")
    checks.push([`p95<${BUDGETS.approvalP95Ms}`, row.p95 < BUDGETS.approvalP95Ms]);
  if (row.budget === "firstRows")
    checks.push([`<${BUDGETS.firstRowsMs}`, row.p50 < BUDGETS.firstRowsMs]);
  if (row.budget === "startup") checks.push([`<${BUDGETS.startupMs}`, row.p50 < BUDGETS.startupMs]);
  if (row.budget === "seed") {
    const limit = BUDGETS.seedSeconds[row.letters];
    checks.push([`<${limit} s`, row.seconds < limit]);
  }
  if (row.budget === "loginJs")
    checks.push([`≤${kb(BUDGETS.loginJsBytes)}`, row.bytes <= BUDGETS.loginJsBytes]);
  if (row.budget === "routeJs")
    checks.push([`≤${kb(BUDGETS.routeJsBytes)}`, row.bytes <= BUDGETS.routeJsBytes]);
  return {
    text: checks.map(([rule, ok]) => `${rule} ${mark(ok)}`).join(" · "),
    ok: checks.length ? checks.every(([, ok]) => ok) : null,
  };
}

/** Rows with their share of the floor and budget verdict filled in. */
export function judgeRows(rows, kind) {
  const floorRps = rows.find((row) => row.budget === "floor")?.rps ?? null;
  return rows.map((row) => {
    const verdict = judge(row, floorRps, kind);
    return {
      ...row,
      ofFloor: row.underLoad && floorRps ? Math.round((row.rps / floorRps) * 1000) / 1000 : null,
      budgetText: verdict.text,
      withinBudget: verdict.ok,
    };
  });
}

/** The seeding (when this run seeded) and web measurements as rows of the same table. */
export function extraRows(web, seed) {
  const single = (name, ms, budget) => ({
    name,
    p50: ms,
    p95: null,
    p99: null,
    rps: null,
    failures: 0,
    budget,
  });
  const rows = [];
  if (seed?.inThisRun) {
    const letters = seed.letters.toLocaleString("en");
    const without = seed.withoutSearch ? " without search documents" : "";
    rows.push({
      ...single(`seed:bulk ${letters} letters${without} in ${seed.seconds} s`, null),
      seconds: seed.seconds,
      letters: seed.letters,
      budget: BUDGETS.seedSeconds[seed.letters] && !seed.withoutSearch ? "seed" : undefined,
    });
  }
  if (!web) return rows;
  rows.push(
    single("web: inbox first rows, cold median (ms)", web.firstRowsColdMs, "firstRows"),
    single("web: inbox first rows, warm median (ms)", web.firstRowsWarmMs, "firstRows"),
    {
      ...single(`web: login page JS ${kb(web.loginJsGzipBytes)} gz`, null),
      bytes: web.loginJsGzipBytes,
      budget: "loginJs",
    },
    {
      ...single(`web: inbox page JS ${kb(web.inboxJsGzipBytes)} gz`, null),
      bytes: web.inboxJsGzipBytes,
      budget: "routeJs",
    },
  );
  if (web.largestRoute)
    rows.push({
      ...single(
        `web: largest route ${web.largestRoute.path} ${kb(web.largestRoute.bytes)} gz`,
        null,
      ),
      bytes: web.largestRoute.bytes,
      budget: "routeJs",
    });
  return rows;
}

/**
 * The OCR throughput of the text worker (lib/ocr.mjs), for information: no budget. Without
 * Poppler or Tesseract the row says what is missing.
 */
export function ocrRow(ocr) {
  const row = { p50: null, p95: null, p99: null, rps: null, failures: 0 };
  if (!ocr) return { ...row, name: "OCR: not measured" };
  if (ocr.error) return { ...row, name: `OCR: failed (${ocr.error})` };
  if (ocr.pagesPerMinute == null)
    return { ...row, name: `OCR: not measured, missing ${ocr.missing.join(", ")}` };
  return {
    ...row,
    name: `OCR: ${ocr.pagesPerMinute} pages/min (${ocr.secondsPerPage} s/page, ${ocr.pages} scanned A4 pages, ${ocr.language}, one core)`,
    ocr,
  };
}

/** The console table of one run. */
export function formatTable(title, rows) {
  const cell = (value, digits = 1) =>
    value == null ? "—" : typeof value === "number" ? value.toFixed(digits) : String(value);
  const header = ["route", "p50 ms", "p95 ms", "p99 ms", "req/s", "× floor", "budget"];
  const lines = rows.map((row) => [
    row.name,
    cell(row.p50),
    cell(row.p95),
    cell(row.p99),
    cell(row.rps, 0),
    row.ofFloor == null ? "—" : `${(row.ofFloor * 100).toFixed(1)}%`,
    row.budgetText,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (line) =>
    line
      .map((value, i) => (i === 0 || i === 6 ? value.padEnd(widths[i]) : value.padStart(widths[i])))
      .join("  ");
  const rule = "-".repeat(widths.reduce((sum, w) => sum + w + 2, -2));
  return [title, rule, format(header), rule, ...lines.map(format), rule].join("\n");
}

/** Writes the run to bench/results/<db>-<YYYY-MM-DD>.json and answers the file. */
export function writeResult(kind, result) {
  const dir = path.join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${kind}-${result.date}.json`);
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    // Load when the run ended: other work on the machine skews the figures.
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
  writeFileSync(file, `${JSON.stringify({ ...result, machine }, null, 2)}\n`);
  return path.relative(ROOT, file);
}
