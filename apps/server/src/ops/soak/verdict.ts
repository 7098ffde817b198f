import type { SoakReport } from "./soak";

/** Memory may grow this much after warm-up before the run counts as leaking. */
export const MAX_RSS_GROWTH = 0.1;

/** The actions whose p95 is over its budget of ARCHITECTURE.md §6. */
export const overBudget = (report: SoakReport) =>
  Object.entries(report.actions)
    .filter(([, a]) => a.budget !== null && a.p95 > a.budget)
    .map(([name]) => name);

/**
 * Passes with no 5xx (nor connection error), memory growth under 10% and, when `budgets` is
 * on, every p95 within its budget (`npm run soak` on a machine doing nothing else; the short
 * form in `npm test` shares the machine with the rest of the suite and only shows them).
 */
export function verdict(report: SoakReport, options: { budgets: boolean }) {
  const over = overBudget(report);
  const rows = Object.entries(report.actions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, a]) => {
      const budget =
        a.budget === null ? "—" : `${a.budget} ms${over.includes(name) ? " OVER" : ""}`;
      return `  ${name.padEnd(14)} n=${String(a.n).padStart(6)}  p50=${String(a.p50).padStart(7)} ms  p95=${String(a.p95).padStart(7)} ms  budget ${budget}  non-2xx=${a.failed}`;
    });
  const rss = report.rssMb.map((mb) => Math.round(mb)).join(" ");
  const ok =
    report.serverErrors === 0 &&
    report.rssGrowth < MAX_RSS_GROWTH &&
    (!options.budgets || over.length === 0);
  const text = [
    `requests ${report.requests}, 5xx/connection errors ${report.serverErrors}`,
    "latency after warm-up (the first fifth of the run):",
    ...rows,
    `server RSS (MB): ${rss}`,
    `RSS growth after warm-up: ${(report.rssGrowth * 100).toFixed(1)}% (limit ${MAX_RSS_GROWTH * 100}%)`,
    options.budgets
      ? `p95 budgets: ${over.length ? `over in ${over.join(", ")}` : "all met"}`
      : "p95 budgets: shown, not enforced",
    ok ? "PASS" : "FAIL",
  ].join("\n");
  return { ok, text };
}
