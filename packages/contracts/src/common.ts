import { z } from "zod";
import { DATE_RANGE_MESSAGES, rangeOutOfOrder } from "./date-range";

/** Error envelope every failed call answers with (ARCHITECTURE.md §3). */
export const errorBody = z.object({
  diagnostic: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
  }),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Stable error codes the web can branch on. */
export const errorCodes = [
  "UNAUTHENTICATED",
  "TOKEN_EXPIRED",
  "INVALID_CREDENTIALS",
  "USER_INACTIVE",
  "TOO_MANY_ATTEMPTS",
  "CAPTCHA_REQUIRED",
  "RATE_LIMITED",
  "REFRESH_INVALID",
  "REFRESH_REUSED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION_FAILED",
  "CONFLICT",
  "LOCKED",
  "INTERNAL",
  /** 503 with Retry-After: the database cannot be reached for now (restart, failover). */
  "UNAVAILABLE",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Envelope of `/api/...` answers. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** Envelope of single-object `egs/...` answers. */
export const itemsEnvelope = <T extends z.ZodType>(schema: T) => z.object({ items: schema });

export const pageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export { BANNER_TIMEOUT_MS, DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from "./timing";

/** A calendar day on the wire, `YYYY-MM-DD` (2025-02-30 is refused, not just its shape). */
export const wireDay = z.iso.date({ error: DATE_RANGE_MESSAGES.wireFormat });

/**
 * Refuses a list filter whose Dari is after its Hingga (`superRefine` of the list queries):
 * 422 with the message on `start_date`, before anything is read.
 */
export function checkDateRange(
  range: { start_date?: string; end_date?: string },
  ctx: z.RefinementCtx,
): void {
  if (rangeOutOfOrder(range))
    ctx.addIssue({ code: "custom", path: ["start_date"], message: DATE_RANGE_MESSAGES.order });
}

/** A paged `egs/...` list answer. */
export const pagedItems = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), meta: pageMeta });

/** A paged `/api/...` employee list answer (spec 01 §7). */
export const pagedData = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
/** A paged `/api/...` answer of `item`, e.g. `PagedData<typeof pegawaiPickerRecord>`. */
export type PagedData<T extends z.ZodType> = z.infer<ReturnType<typeof pagedData<T>>>;

/** Indonesian month abbreviations of the statistics charts (spec 02 §9). */
export const BULAN_SINGKAT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "Mei",
  "Jun",
  "Jul",
  "Agu",
  "Sep",
  "Okt",
  "Nov",
  "Des",
] as const;
