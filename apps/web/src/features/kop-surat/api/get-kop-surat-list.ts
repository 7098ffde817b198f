import type { PageMeta } from "@lontar/contracts/common";
import { KOP_SURAT_PAGE_SIZE, type KopSuratItem } from "@lontar/contracts/kop-surat";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const KOP_SURAT_QUERY_KEY = ["master", "kop-surat"] as const;

/** GET /egs/master/kop-surat?q&page&per_page=5. */
export const getKopSuratList = (params: { q: string; page: number }, signal?: AbortSignal) =>
  api.get<{ items: KopSuratItem[]; meta: PageMeta }>("/egs/master/kop-surat", {
    query: { q: params.q || undefined, page: params.page, per_page: KOP_SURAT_PAGE_SIZE },
    signal,
  });

export const kopSuratListQuery = (params: { q: string; page: number }) =>
  queryOptions({
    queryKey: [...KOP_SURAT_QUERY_KEY, params],
    queryFn: ({ signal }) => getKopSuratList(params, signal),
    placeholderData: keepPreviousData,
  });

export function useKopSuratList(params: { q: string; page: number }) {
  return useQuery(kopSuratListQuery(params));
}
