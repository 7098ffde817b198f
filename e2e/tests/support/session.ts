import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** The password of every demo login. */
export const DEMO_PASSWORD = "lontar123";

/** Signs in through the login page and waits for the dashboard. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs out through the profile menu and waits for the login page. A click that lands while
 * the menu is still opening can be lost (seen once in a full run), so the gesture is repeated
 * until the login page shows.
 */
export async function logout(page: Page) {
  const keluar = page.getByText("Keluar", { exact: true });
  await expect(async () => {
    if (await page.getByLabel("Username").isVisible()) return;
    if (!(await keluar.isVisible()))
      await page.getByRole("button", { name: "Menu profil" }).click({ timeout: 2_000 });
    await keluar.click({ timeout: 2_000 });
    await expect(page.getByLabel("Username")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** An access token for API calls made by a test (setting up or checking data). */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post("/api/egs/token", {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.access_token as string;
}
