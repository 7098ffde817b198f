import { useEffect, useRef } from "react";

/** Where a typed '/' or Ctrl+K belongs to the field being written in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !==
    null
  );
}

/** Ctrl+K (⌘K on a Mac) or '/'. */
const isShortcut = (event: KeyboardEvent) =>
  (event.key.toLowerCase() === "k" &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey) ||
  (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey);

/**
 * Calls `onShortcut` when Ctrl+K or '/' is pressed outside a text field or editor, and outside
 * an open dialog (the box behind it cannot be used then).
 */
export function useSearchShortcut(onShortcut: () => void) {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isShortcut(event) || isTyping(event.target)) return;
      if (event.target instanceof Element && event.target.closest("[role='dialog']")) return;
      event.preventDefault();
      handler.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
