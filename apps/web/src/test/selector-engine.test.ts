import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * jsdom matches every style rule of the page against an element for each getComputedStyle,
 * and role queries call it for every candidate and its ancestors. Ant Design's sheets hold
 * over 2,000 rules. nwsapi 2.2.25 to 2.2.28 keep compiled selectors in a 1,000-entry LRU:
 * walked in order, 2,000 rules evict each other, so every lookup compiled every selector
 * again and the web suite ran 8 times slower (a role query: 4 s instead of 9 ms). The root
 * package.json pins nwsapi (overrides) to the last release whose cache has no bound.
 */
describe("the selector engine under jsdom", () => {
  it("keeps every compiled selector, or at least more than the page has rules", () => {
    const fromJsdom = createRequire(createRequire(import.meta.url).resolve("jsdom"));
    const source = readFileSync(fromJsdom.resolve("nwsapi"), "utf8");
    const limit = /CACHE_LIMIT\s*=\s*(\d+)/.exec(source);
    expect(limit === null || Number(limit[1]) >= 20_000).toBe(true);
  });
});
