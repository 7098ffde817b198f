import { writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Page } from "@playwright/test";

/**
 * Accessibility checks of every page a browser test visits (WCAG 2.1 AA). Every spec imports
 * `test` and `expect` from here: each page of the test's browser context is scanned with
 * axe-core once per distinct route, after each main-frame navigation has settled and once more
 * at the end of the test, and the test fails on any serious or critical violation.
 */

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/** One rule broken on one route, with the elements (CSS selectors) that break it. */
export interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The app's own pages only: not downloads, API answers or other sites. */
function routeOf(url: string, origin: string): string | null {
  if (!url.startsWith(origin)) return null;
  const { pathname } = new URL(url);
  if (/^\/(egs|api|files)\//.test(pathname)) return null;
  return pathname;
}

/**
 * Waits until the page has settled: loaded, rendered, nothing spinning, loading or animating,
 * and the document unchanged for 300 ms.
 */
export async function settle(page: Page, timeout = 8_000) {
  await page.waitForLoadState("load", { timeout });
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __a11yLastChange?: number };
      if (w.__a11yLastChange === undefined) {
        w.__a11yLastChange = performance.now();
        new MutationObserver(() => {
          w.__a11yLastChange = performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true });
      }
      const rendered = (document.getElementById("root")?.childElementCount ?? 0) > 0;
      const busy = document.querySelector(
        ".page-spinner, .ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading",
      );
      // A modal zooming in or a menu fading is measured half transparent: wait for the end of
      // every finite animation and transition (spinners run forever and are left out).
      const moving = document
        .getAnimations()
        .some((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
      return rendered && !busy && !moving && performance.now() - w.__a11yLastChange > 300;
    },
    null,
    { timeout, polling: 100 },
  );
}

/** Runs axe-core on the page as it is and returns its serious and critical violations. */
export async function scanPage(page: Page, route: string): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself, without opening a helper page in the context
  // (which a test waiting for a new tab would take for its own).
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

/** When the document last changed, as `settle` records it. */
const lastChange = (page: Page) =>
  page.evaluate(() => (window as unknown as { __a11yLastChange?: number }).__a11yLastChange ?? 0);

/** Scans one page after each of its navigations, one route at a time, each route once. */
class PageScanner {
  readonly findings: Finding[] = [];
  /** Routes axe failed on (and never scanned since), with the error. */
  readonly errors = new Map<string, string>();
  private readonly scanned = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private navigations = 0;

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigations += 1;
      this.enqueue();
    });
  }

  enqueue(): Promise<void> {
    this.queue = this.queue.then(() => this.scanCurrent()).catch(() => undefined);
    return this.queue;
  }

  private async scanCurrent() {
    const route = routeOf(this.page.url(), this.origin);
    if (this.page.isClosed() || !route || this.scanned.has(route)) return;
    await settle(this.page).catch(() => undefined);
    if (routeOf(this.page.url(), this.origin) !== route || this.scanned.has(route)) return;
    this.scanned.add(route);
    const navigations = this.navigations;
    try {
      const before = await lastChange(this.page);
      const found = await scanPage(this.page, route);
      // Left mid-scan: the next navigation's scan covers the page that is now on screen.
      if (this.navigations !== navigations) throw new Error("navigated");
      // The test acted while axe measured (a drawer sliding in, a dialog fading out): what axe
      // saw was half one state and half another. The scan at the end of the test measures the
      // route again if the test ends on it (a11y.spec scans every route on a still page). Not
      // scanned again at once: axe runs in the page's own thread and would slow the test's
      // clicks while it acts.
      if ((await lastChange(this.page)) === before) this.findings.push(...found);
      else this.scanned.delete(route);
      this.errors.delete(route);
    } catch (error) {
      this.scanned.delete(route);
      // Not a page left or closed mid-scan: axe itself failed, which must not pass unseen
      // (unless a later scan of the route, after a reload, succeeds). A navigation can be
      // reported just after the error it caused.
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (!this.page.isClosed() && this.navigations === navigations)
        this.errors.set(route, String(error));
    }
  }
}

/** One line per finding: impact, rule, route and the elements. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} on ${f.route} (${f.help}): ${f.targets.length} node(s)\n` +
        f.targets.map((target) => `    ${target}`).join("\n"),
    )
    .join("\n");
}

/** The scans of a test's pages; `flush` waits for the ones under way and returns all findings. */
export interface AxeScans {
  flush(): Promise<Finding[]>;
}

export const test = base.extend<{ axeScan: AxeScans }>({
  axeScan: [
    async ({ context, page, baseURL }, use, testInfo) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const scanners = new Map<Page, PageScanner>();
      const watch = (other: Page) => {
        if (!scanners.has(other)) scanners.set(other, new PageScanner(other, origin));
      };
      watch(page);
      context.pages().forEach(watch);
      context.on("page", watch);
      const flush = async () => {
        await Promise.all([...scanners.values()].map((scanner) => scanner.enqueue()));
        return [...scanners.values()].flatMap((scanner) => scanner.findings);
      };
      await use({ flush });
      context.off("page", watch);
      // The page each test ends on, too; a test that failed already keeps its own error.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const findings = await flush();
      const errors = [...scanners.values()].flatMap((scanner) =>
        [...scanner.errors].map(([route, error]) => `${route}: ${error}`),
      );
      if (errors.length > 0) throw new Error(`axe-core could not scan:\n${errors.join("\n")}`);
      if (findings.length === 0) return;
      writeFileSync(testInfo.outputPath("axe-findings.json"), JSON.stringify(findings, null, 2));
      throw new Error(
        `axe-core: ${findings.length} serious or critical violation(s)\n${describeFindings(findings)}`,
      );
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
