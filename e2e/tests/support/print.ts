import type { BrowserContext, Page } from "@playwright/test";

type PrintCounter = { printed?: number };

/**
 * Counts `window.print()` calls instead of opening the print dialog (a print view opens it by
 * itself): for every page of `target`, including pop-ups when it is a context.
 */
export const countPrints = (target: BrowserContext | Page) =>
  target.addInitScript(() => {
    const w = window as unknown as PrintCounter;
    window.print = () => {
      w.printed = (w.printed ?? 0) + 1;
    };
  });

/** How many times the page has called `window.print()` (see `countPrints`). */
export const printsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as PrintCounter).printed);
