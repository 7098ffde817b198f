import { describe, expect, it } from "vitest";
import type { SoakReport } from "./soak";
import { verdict } from "./verdict";

const report = (inboxP95: number, extra: Partial<SoakReport> = {}): SoakReport => ({
  requests: 120,
  serverErrors: 0,
  actions: {
    inbox: { n: 100, p50: 8, p95: inboxP95, budget: 20, failed: 0 },
    open: { n: 20, p50: 20, p95: 90, budget: null, failed: 0 },
  },
  rssMb: [400, 410, 405],
  rssGrowth: 0.02,
  ...extra,
});

describe("soak verdict", () => {
  it("fails a p95 over its budget when budgets are enforced, and only shows it otherwise", () => {
    expect(verdict(report(19.9), { budgets: true }).ok).toBe(true);
    const over = verdict(report(25.7), { budgets: true });
    expect(over.ok).toBe(false);
    expect(over.text).toContain("p95 budgets: over in inbox");
    expect(verdict(report(25.7), { budgets: false }).ok).toBe(true);
  });

  it("fails on any 5xx and on memory growing 10% after warm-up", () => {
    expect(verdict(report(10, { serverErrors: 1 }), { budgets: false }).ok).toBe(false);
    expect(verdict(report(10, { rssGrowth: 0.1 }), { budgets: false }).ok).toBe(false);
  });
});
