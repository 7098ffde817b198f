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

/**
 * Answers 'Ya' in the Ant Design confirmation being opened. A click that lands while the popup
 * is still animating open can be lost (a full run stayed on the letter after LANJUTKAN → Ya,
 * the popup still open): once the popup is open, the click is repeated only while the popup
 * neither closed nor shows the button loading, which a taken click does within a frame, so
 * an action is never sent twice.
 */
export async function confirmYes(page: Page) {
  const ya = page
    .locator(".ant-popconfirm:visible")
    .getByRole("button", { name: "Ya", exact: true });
  await expect(ya).toBeVisible();
  const taken = async () =>
    !(await ya.isVisible()) || /ant-btn-loading/.test((await ya.getAttribute("class")) ?? "");
  await expect(async () => {
    if (!(await taken())) await ya.click({ timeout: 2_000 });
    await expect.poll(taken, { timeout: 1_500 }).toBe(true);
  }).toPass({ timeout: 20_000 });
}
