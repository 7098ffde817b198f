import { expect, test } from "@playwright/test";

test("on a 375-pixel phone the sidebar is a drawer opened from the menu button", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByLabel("Username").fill("staf");
  await page.getByLabel("Password", { exact: true }).fill("lontar123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const drawer = page.locator(".ant-drawer");
  await expect(drawer.getByText("Surat Keluar")).toHaveCount(0);
  await page.getByRole("button", { name: "Buka menu" }).click();
  await expect(page.locator(".ant-drawer-open").getByText("Surat Keluar")).toBeVisible();
  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
