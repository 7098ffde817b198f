import type { PageMeta } from "@lontar/contracts/common";
import { z } from "zod";

/** `page` and `per_page` of a list call; `per_page` is capped so a client cannot ask for everything. */
export const pageQuery = (defaultPerPage = 10, maxPerPage = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  });

export interface PageRequest {
  page: number;
  per_page: number;
}

export const offsetOf = ({ page, per_page }: PageRequest) => (page - 1) * per_page;

/** The `meta` of a paged answer. */
export function pageMeta({ page, per_page }: PageRequest, total: number, count: number): PageMeta {
  const from = count > 0 ? (page - 1) * per_page + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / per_page)),
    from,
    to: from === null ? null : from + count - 1,
    per_page,
    total,
  };
}

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
