import { useSyncExternalStore } from "react";

/** Phone width: below Ant Design's `md` breakpoint (768 px), where the shell's sidebar is a drawer. */
export const PHONE_QUERY = "(max-width: 767px)";

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the window is phone-wide (lists show cards, see components/list-cards.tsx). */
export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
