import { expect, type Locator, type Page } from "@playwright/test";

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
    await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Clicks `button`, which starts an action, and clicks again only while the click shows no
 * effect: under load a click that lands while an Ant Design modal or popup is still animating
 * open can be lost (a full run stayed on the letter after LANJUTKAN → Ya, another on Buat Login
 * after Simpan). The click counts as taken once the button is gone or shows loading, which a
 * taken click does within a frame, or once `result` shows; so an action is never sent twice.
 * A button gone counts only after a click: an Ant Design popup starts its zoom-in at scale 0,
 * where the button has no size and reads as hidden (a full run took that for a click taken and
 * then waited 30 s on a confirmation nobody had answered).
 */
export async function clickUntilTaken(button: Locator, result?: Locator) {
  await expect(button).toBeVisible();
  let clicked = false;
  const taken = async () =>
    (result !== undefined && (await result.isVisible())) ||
    (clicked && !(await button.isVisible())) ||
    /ant-btn-loading/.test(
      (await button.getAttribute("class", { timeout: 1_000 }).catch(() => "")) ?? "",
    );
  await expect(async () => {
    if (!(await taken())) {
      await button.click({ timeout: 2_000 });
      clicked = true;
    }
    await expect.poll(taken, { timeout: 1_500 }).toBe(true);
  }).toPass({ timeout: 20_000 });
}

/**
 * Answers 'Ya' in the Ant Design confirmation being opened (see `clickUntilTaken`) and waits
 * until the action is done: the confirmation stays open, its 'Ya' loading, until the request
 * and the list's refetch have answered. Without the wait a banner left by the previous action
 * with the same words ("Data berhasil dihapus" after a delete, then a permanent delete) passed
 * for this one's, and the next check ran against a request still under way.
 */
export async function confirmYes(page: Page) {
  await clickUntilTaken(
    page.locator(".ant-popconfirm:visible").getByRole("button", { name: "Ya", exact: true }),
  );
  await expect(page.locator(".ant-popconfirm:visible")).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Opens a page from the sidebar: a submenu (`group`), then its `item`. A click that lands while
 * the submenu is still animating open can be lost (a full run stayed on the dashboard after
 * Manajemen Master › Log Audit): the item is clicked again, the submenu reopened if it is
 * closed, until the address is the page's. Opening a page twice is the same as once.
 */
export async function openFromSidebar(page: Page, group: Locator, item: Locator, url: RegExp) {
  await group.click();
  await expect(async () => {
    if (!(await item.isVisible())) await group.click({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}
