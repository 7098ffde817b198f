import { useEffect, useRef } from "react";

/** The element an Ant Design table scrolls in: its content, or its body under a fixed header. */
const SCROLLER = ".ant-table-content, .ant-table-body";

/**
 * Makes the scrolling part of the Ant Design table inside the returned ref's element a named,
 * keyboard-focusable region, so keyboard users can scroll a table wider than its card (WCAG
 * 2.1.1; axe `scrollable-region-focusable`). Antd gives no props for that element, so its
 * attributes are set after each render.
 */
export function useScrollRegion<E extends HTMLElement>(label: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    for (const scroller of ref.current?.querySelectorAll<HTMLElement>(SCROLLER) ?? []) {
      scroller.tabIndex = 0;
      scroller.setAttribute("role", "region");
      scroller.setAttribute("aria-label", label);
    }
  });
  return ref;
}
