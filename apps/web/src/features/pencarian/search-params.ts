import type { SearchParams } from "@lontar/contracts/search";
import {
  SEARCH_KINDS,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZES,
  type SearchKind,
} from "@lontar/contracts/search-constants";

/** The results page's route. */
export const SEARCH_PAGE_PATH = "/pencarian";

/** What the results page shows, read from and written to its address (so Back works). */
export interface SearchPageState {
  q: string;
  jenis?: SearchKind;
  start_date?: string;
  end_date?: string;
  page: number;
  per_page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_PER_PAGE: number = SEARCH_PAGE_SIZES[0];

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** The page's state from its query string; values it cannot take are left out. */
export function readSearchParams(params: URLSearchParams): SearchPageState {
  const jenis = params.get("jenis");
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const perPage = positiveInt(params.get("per_page"));
  return {
    q: params.get("q") ?? "",
    jenis: SEARCH_KINDS.find((kind) => kind === jenis),
    start_date: day("start_date"),
    end_date: day("end_date"),
    page: positiveInt(params.get("page")) ?? 1,
    per_page: SEARCH_PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_PER_PAGE,
  };
}

/** The query string of a state: empty values and the defaults (page 1, 10 a page) left out. */
export function writeSearchParams(state: SearchPageState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== "" && value !== fallback) params.set(key, String(value));
  };
  put("q", state.q.trim());
  put("jenis", state.jenis);
  put("start_date", state.start_date);
  put("end_date", state.end_date);
  put("page", state.page, 1);
  put("per_page", state.per_page, DEFAULT_PER_PAGE);
  return params;
}

/** The results page of a term: `/pencarian?q=…`. */
export const searchPageHref = (q: string, rest: Partial<SearchPageState> = {}) =>
  `${SEARCH_PAGE_PATH}?${writeSearchParams({ page: 1, per_page: DEFAULT_PER_PAGE, ...rest, q })}`;

/** Whether a term is long enough to be sent (shorter ones match nearly everything). */
export const isSearchable = (q: string) => q.trim().length >= SEARCH_MIN_LENGTH;

/** The call the page makes for a state. */
export const searchQueryOf = (state: SearchPageState): SearchParams => ({
  q: state.q.trim(),
  jenis: state.jenis,
  start_date: state.start_date,
  end_date: state.end_date,
  page: state.page,
  per_page: state.per_page,
});

/**
 * A record's `tautan` when it is a path of this site; `//host` or a full address would lead
 * away from it, and is never followed.
 */
export const sitePath = (tautan: string): string | null =>
  /^\/(?![/\\])/.test(tautan) ? tautan : null;
