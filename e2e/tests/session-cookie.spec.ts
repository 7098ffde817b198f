import type { Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login, logout } from "./support/session";

/** Collects Content-Security-Policy violations of the page (reported before any page script). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ];
}

/** The page's code and first data have loaded (no spinner, no route progress bar). */
async function settled(page: Page) {
  await expect(page.locator(".ant-layout-content").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".page-spinner, .route-progress, .ant-spin-spinning")).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Every token-looking value the page scripts could read from web storage. */
const storage = (page: Page) =>
  page.evaluate(() =>
    [window.localStorage, window.sessionStorage]
      .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
      .join("\n"),
  );

test("the session lives in an HttpOnly cookie and memory: reload keeps it, storage never has it", async ({
  page,
  context,
}) => {
  const violations = await watchCsp(page);
  await login(page, "staf");

  const cookies = await context.cookies();
  const refresh = cookies.filter((cookie) => cookie.name === "lontar_refresh");
  expect(refresh.map((cookie) => cookie.path).sort()).toEqual([
    "/api/egs/revoke",
    "/api/egs/token",
  ]);
  for (const cookie of refresh) {
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Strict");
    expect(await storage(page)).not.toContain(cookie.value);
  }
  expect(await storage(page)).not.toMatch(/token|eyJ/i);
  expect(await page.evaluate(() => document.cookie)).not.toContain("lontar_refresh");

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator(".top-bar__greeting")).toContainText("Putri Ayu Lestari");
  expect(await storage(page)).not.toMatch(/token|eyJ/i);

  // Two tabs that reload together both refresh with the same cookie and stay signed in.
  const other = await context.newPage();
  await Promise.all([other.goto("/dashboard"), page.reload()]);
  await expect(other.locator(".top-bar__greeting")).toContainText("Putri Ayu Lestari");
  await expect(page.locator(".top-bar__greeting")).toContainText("Putri Ayu Lestari");

  // Logging out in one tab ends the session in the other as well.
  await logout(page);
  await expect(other.getByLabel("Username")).toBeVisible();
  expect((await context.cookies()).filter((cookie) => cookie.name === "lontar_refresh")).toEqual(
    [],
  );
  await other.close();
  expect(await violations()).toEqual([]);
});

test("no screen breaks the Content-Security-Policy", async ({ page }) => {
  // Ten screens, a PDF rendering and the letter editor: longer than one journey step.
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");

  // Public pages: the captcha's worker, the verification page.
  await page.goto("/cari");
  await expect(page.locator("altcha-widget")).toBeVisible();
  await page.goto("/verifikasi");
  // The PDF preview: pdf.js and its worker render a page.
  await page.goto("/test-view-pdf");
  await expect(page.locator(".react-pdf__Page canvas").first()).toBeVisible({ timeout: 15_000 });

  await login(page, "admin");
  for (const path of [
    "/surat-keluar/konsep",
    "/surat-masuk/daftar-surat",
    "/manajemen-master/pengguna",
    "/master-arsip/statistik",
    "/statistik",
  ]) {
    await page.goto(path);
    await settled(page);
  }
  // The letter form with its lazily loaded rich-text editor.
  await page.goto("/surat-keluar/buat");
  await page.getByRole("tab", { name: "Isi Surat" }).click();
  await expect(page.locator(".ProseMirror")).toBeVisible({ timeout: 15_000 });
  expect(await violations()).toEqual([]);
});
