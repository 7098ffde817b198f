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
 * Answers 'Ya' in the open Ant Design confirmation and waits for the call it makes. A click
 * that lands while the popup is still animating open can be lost (a full run once stayed on
 * the letter after LANJUTKAN → Ya): the click is repeated only while no
 * call has gone out and the button is still there, so an action is never sent twice.
 */
export async function confirmYes(page: Page) {
  const ya = page
    .locator(".ant-popconfirm:visible")
    .getByRole("button", { name: "Ya", exact: true });
  let sent = false;
  const onRequest = (request: { url(): string }) => {
    // Any call but a token refresh: some actions are GETs (restoring an archive item).
    if (!request.url().includes("/token")) sent = true;
  };
  page.on("request", onRequest);
  try {
    await expect(async () => {
      if (!sent && (await ya.isVisible())) await ya.click({ timeout: 2_000 });
      await expect.poll(() => sent, { timeout: 3_000 }).toBe(true);
    }).toPass({ timeout: 20_000 });
  } finally {
    page.off("request", onRequest);
  }
}
