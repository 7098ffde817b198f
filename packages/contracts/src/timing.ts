// Plain constants without zod, so that the web's first chunk can use them without pulling
// in the schema library (common.ts re-exports them for existing imports).

/** Status banners and push toasts disappear after this many milliseconds (spec 01 §9). */
export const BANNER_TIMEOUT_MS = 6000;
/** Default page size of lists (spec 01 §9). */
export const DEFAULT_PAGE_SIZE = 10;

/** Search boxes wait this long after the last keystroke (spec 01 §9, spec 02 §5). */
export const SEARCH_DEBOUNCE_MS = 1000;
