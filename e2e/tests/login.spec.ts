import type { Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { logout } from "./support/session";

const login = async (page: Page, username: string, password = "lontar123") => {
  await page.goto("/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
};

test("staf logs in, sees the greeting and the sidebar, stays logged in on reload, logs out", async ({
  page,
}) => {
  await login(page, "staf");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("DASHBOARD", { exact: true })).toBeVisible();
  await expect(page.locator(".top-bar__greeting")).toContainText("Putri Ayu Lestari, A.Md.Kom.");
  const sidebar = page.getByRole("navigation").or(page.locator(".ant-layout-sider")).first();
  await expect(sidebar.getByText("Surat Keluar")).toBeVisible();
  await expect(sidebar.getByText("Surat Masuk")).toBeVisible();
  await expect(sidebar.getByText("Manajemen Master")).toHaveCount(0);
  await expect(page.getByText("Pengolah Data").first()).toBeVisible();
  await expect(page.getByText("Dinas Komunikasi dan Informatika").first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator(".top-bar__greeting")).toContainText("Putri Ayu Lestari");

  await logout(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel("Username")).toBeVisible();

  // Opened while signed out, a page is asked for again once signed in.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/\?next=%2Fdashboard$/);
  await expect(page.getByLabel("Username")).toBeVisible();
});

test("a wrong password shows the server's message in the red alert", async ({ page }) => {
  await login(page, "staf", "bukan-password");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Username atau password salah");
  await expect(page.locator(".ant-alert-error")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a logged-in user at / goes to the dashboard, and an unknown route says Not Found !", async ({
  page,
}) => {
  await login(page, "kabid");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/tidak-ada-halaman-ini");
  await expect(page.getByText("Not Found !")).toBeVisible();
});

test("the administrator sees the master data menus", async ({ page }) => {
  await login(page, "admin");
  await expect(page.getByText("Manajemen Master")).toBeVisible();
});
