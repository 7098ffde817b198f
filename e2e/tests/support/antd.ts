import { expect, type Page } from "@playwright/test";

/**
 * Picks an option (or a tree-select title) of the open Ant Design select. Under load a click
 * can land while the dropdown is still animating open and be lost: retry until the dropdown
 * has closed, which it does once an option is chosen.
 */
export async function pickOption(page: Page, text: string) {
  await expect(async () => {
    await page
      .locator(
        ".ant-select-dropdown:visible .ant-select-item-option, .ant-select-dropdown:visible .ant-select-tree-title",
        { hasText: text },
      )
      .first()
      .click({ timeout: 2_000 });
    await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
