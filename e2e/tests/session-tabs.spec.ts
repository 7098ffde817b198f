import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login, tokenOf } from "./support/session";

/** How many `refresh_reuse` entries the audit log holds (each one ended a session). */
async function reuseCount(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, "admin");
  const response = await request.get("/egs/audit-log?action=refresh_reuse&per_page=10", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).total as number;
}

/**
 * Every tab shows the signed-in shell (not the login page). Five tabs start the app at once:
 * late in a full run on a loaded two-core machine one tab was still loading ("Memuat", not the
 * login page) after 15 s, and the same test passed alone. A signed-out tab fails at any wait.
 */
async function allSignedIn(pages: Page[]) {
  for (const page of pages) {
    await expect(page.locator(".top-bar__greeting")).toContainText("Putri Ayu Lestari", {
      timeout: 30_000,
    });
    await expect(page.getByLabel("Username")).toHaveCount(0);
  }
}

async function openTabs(context: BrowserContext, first: Page, count: number): Promise<Page[]> {
  const pages = [first];
  for (let i = 1; i < count; i++) {
    const page = await context.newPage();
    await page.goto(i % 2 ? "/dashboard" : "/notifikasi");
    pages.push(page);
  }
  return pages;
}

/** A secretariat reloads five tabs of one browser at once, round after round. */
async function reloadRounds(context: BrowserContext, page: Page, request: APIRequestContext) {
  const before = await reuseCount(request);
  await login(page, "staf");
  const pages = await openTabs(context, page, 5);
  await allSignedIn(pages);
  for (let round = 0; round < 6; round++) {
    await Promise.all(pages.map((tab) => tab.reload({ waitUntil: "commit" })));
    await allSignedIn(pages);
  }
  expect(await reuseCount(request)).toBe(before);
}

test.describe("many tabs, one session", () => {
  // About 50 s on an idle two-core machine (five tabs start the app at once, seven times, and
  // axe scans each tab's routes); CI machines under load have taken 2.5 times that.
  test.setTimeout(300_000);

  test("five tabs reloaded together, six times, all stay signed in", async ({
    context,
    page,
    request,
  }) => {
    await reloadRounds(context, page, request);
  });

  test("the same without Web Locks (plain HTTP on a LAN address)", async ({
    context,
    page,
    request,
  }) => {
    // Insecure contexts have no navigator.locks: the fallback lock must serialize refreshes.
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "locks");
    });
    await reloadRounds(context, page, request);
    expect(await page.evaluate(() => "locks" in navigator)).toBe(false);
  });
});
