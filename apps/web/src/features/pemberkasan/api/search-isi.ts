import type { SearchParams, SearchResponse } from "@lontar/contracts/search";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Records offered at once while typing. */
const SUGGESTIONS = 10;

/**
 * GET egs/search read as one types (the top bar's search, which answers with only the letters
 * and archive items the user may see): the candidates to file in a berkas.
 */
export const searchIsiQuery = (q: string) => {
  const query: SearchParams = { q, prefix: true, page: 1, per_page: SUGGESTIONS };
  return queryOptions({
    queryKey: ["berkas-cari-isi", q],
    queryFn: ({ signal }) =>
      api.get<SearchResponse>("/egs/search", { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
};

/** Nothing is asked while `enabled` is false (a term too short). */
export const useSearchIsi = (q: string, enabled: boolean) =>
  useQuery({ ...searchIsiQuery(q), enabled });
