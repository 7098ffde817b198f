import type { SearchParams, SearchResponse } from "@lontar/contracts/search";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The search's path (an `egs/` call: items and meta, like the other lists). */
export const SEARCH_PATH = "/egs/search";

/** GET egs/search: one page of the records the signed-in user may see that match `q`. */
export const getSearch = (query: SearchParams, signal?: AbortSignal) =>
  api.get<SearchResponse>(SEARCH_PATH, { query: { ...query }, signal });

export const getSearchQueryOptions = (query: SearchParams) =>
  queryOptions({
    queryKey: ["pencarian", query],
    queryFn: ({ signal }) => getSearch(query, signal),
    // The previous answer stays on screen while the next word's answer comes.
    placeholderData: keepPreviousData,
  });

/** The search's results; nothing is asked while `enabled` is false (a query too short). */
export const useSearch = (query: SearchParams, enabled: boolean) =>
  useQuery({ ...getSearchQueryOptions(query), enabled });
