import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium.mjs";
import { DEMO_PASSWORD } from "./api.mjs";
import { gzippedBytes, largestRoute } from "./js-size.mjs";

const INBOX_PATH = "/surat-masuk/daftar-surat";
const COLD_VISITS = 5;
const WARM_VISITS = 5;

/** The middle item of `items` by `key` (an odd count). */
const median = (items, key) =>
  [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];

/**
 * Installed before any page script: when the first inbox rows enter the DOM, marks them for
 * Element Timing (their paint time) and, as a fallback, notes the frame after they were
 * committed. Times are ms since navigation start (performance.now()).
 */
function watchFirstRows() {
  window.__rows = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === "first-rows") window.__rows.painted ??= entry.startTime;
  }).observe({ type: "element", buffered: true });
  const observer = new MutationObserver(() => {
    const cells = document.querySelectorAll(".ant-table-tbody tr.ant-table-row td");
    if (cells.length === 0) return;
    observer.disconnect();
    for (const cell of cells) cell.setAttribute("elementtiming", "first-rows");
    window.__rows.inDom = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__rows.frame = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** One visit of the inbox: ms to the first rows painted, and the JS files it loaded. */
async function visitInbox(page, baseUrl) {
  await page.goto(`${baseUrl}${INBOX_PATH}`);
  await page.waitForFunction(() => window.__rows?.frame !== undefined, null, { timeout: 60_000 });
  await page.waitForTimeout(100); // lets a late element-timing entry arrive
  return page.evaluate(() => ({
    ms: Math.round(window.__rows.painted ?? window.__rows.frame),
    via: window.__rows.painted === undefined ? "frame" : "element-timing",
    js: performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith(".js")),
  }));
}

const scripts = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith(".js")),
  );

/**
 * In headless Chromium: the login page's JS, a login through the form, then the inbox page
 * COLD_VISITS times with an empty cache (cold, median) and WARM_VISITS times after a first
 * visit has filled it (warm, median).
 */
export async function measureWeb(baseUrl, username) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const contextOptions = { viewport: { width: 1366, height: 800 }, locale: "id-ID" };
    const loginContext = await browser.newContext({
      ...contextOptions,
      timezoneId: "Asia/Jakarta",
    });
    const loginPage = await loginContext.newPage();
    await loginPage.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const loginJs = gzippedBytes(await scripts(loginPage));
    await loginPage.getByLabel("Username").fill(username);
    await loginPage.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await loginPage.getByRole("button", { name: "Masuk" }).click();
    await loginPage.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    let storageState = await loginContext.storageState();
    await loginContext.close();

    const visitContext = async () => {
      const context = await browser.newContext({
        ...contextOptions,
        timezoneId: "Asia/Jakarta",
        storageState,
      });
      await context.addInitScript(watchFirstRows);
      return { context, page: await context.newPage() };
    };
    // Cold: each visit in a new context, so with an empty cache; the median of COLD_VISITS.
    const colds = [];
    for (let i = 0; i < COLD_VISITS; i++) {
      const { context, page } = await visitContext();
      colds.push(await visitInbox(page, baseUrl));
      // The visit spent the refresh cookie; the next one starts from the one it was given.
      storageState = await context.storageState();
      await context.close();
    }
    const cold = median(colds, (visit) => visit.ms);
    const { context, page } = await visitContext();
    await visitInbox(page, baseUrl);
    const warm = [];
    for (let i = 0; i < WARM_VISITS; i++) warm.push(await visitInbox(page, baseUrl));
    await context.close();
    return {
      user: username,
      firstRowsColdMs: cold.ms,
      firstRowsColdAllMs: colds.map((visit) => visit.ms),
      firstRowsWarmMs: median(warm, (visit) => visit.ms).ms,
      measuredBy: cold.via,
      loginJsGzipBytes: loginJs,
      inboxJsGzipBytes: gzippedBytes(cold.js),
      largestRoute: await largestRoute(),
    };
  } finally {
    await browser.close();
  }
}
