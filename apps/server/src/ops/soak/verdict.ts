import type { SoakReport } from "./soak";

/** Memory may grow this much after warm-up before the run counts as leaking. */
export const MAX_RSS_GROWTH = 0.1;

/**
 * Passes with no 5xx (nor connection error) and memory growth under 10%. Budgets are shown,
 * not enforced: they are measured by `npm run bench` on a quiet machine (ARCHITECTURE.md §6).
 */
export function verdict(report: SoakReport) {
  const rows = Object.entries(report.actions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, a]) => {
      const budget = a.budget === null ? "—" : `${a.budget} ms${a.p95 > a.budget ? " OVER" : ""}`;
      return `  ${name.padEnd(14)} n=${String(a.n).padStart(6)}  p95=${String(a.p95).padStart(7)} ms  budget ${budget}  non-2xx=${a.failed}`;
    });
  const rss = report.rssMb.map((mb) => Math.round(mb)).join(" ");
  const ok = report.serverErrors === 0 && report.rssGrowth < MAX_RSS_GROWTH;
  const text = [
    `requests ${report.requests}, 5xx/connection errors ${report.serverErrors}`,
    ...rows,
    `server RSS (MB): ${rss}`,
    `RSS growth after warm-up: ${(report.rssGrowth * 100).toFixed(1)}% (limit ${MAX_RSS_GROWTH * 100}%)`,
    ok ? "PASS" : "FAIL",
  ].join("\n");
  return { ok, text };
}
