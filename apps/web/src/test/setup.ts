import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { clearSession } from "../lib/auth/auth-store";
import { clearBanner } from "../lib/banner-store";

// Ant Design renders slowly in jsdom on a loaded 2-core machine: wait longer for findBy/waitFor.
configure({ asyncUtilTimeout: 8000 });

// Ant Design reads media queries (Grid, responsive Layout); jsdom has no matchMedia.
// Width follows `window.innerWidth` so a test can pretend to be a phone.
function matches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, "matchMedia", {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

afterEach(() => {
  cleanup();
  clearSession();
  clearBanner();
  window.localStorage.clear();
});

// Ant Design's Layout and Menu observe element sizes; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!("ResizeObserver" in window)) {
  Object.defineProperty(window, "ResizeObserver", { writable: true, value: NoopResizeObserver });
}

// jsdom cannot compute pseudo-element styles; rc-component asks for them when it
// measures the scrollbar under a Drawer or Modal.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);
