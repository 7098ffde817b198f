import { BERKAS_PAGE_SIZE, type BerkasItem, type BerkasListQuery } from "@lontar/contracts/berkas";
import type { PageMeta } from "@lontar/contracts/common";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Root of every berkas query (lists and details); the mutations invalidate it. */
export const BERKAS_QUERY_KEY = ["pemberkasan"] as const;

/** The list's filters; every page holds BERKAS_PAGE_SIZE. */
export type BerkasListParams = Partial<Omit<BerkasListQuery, "per_page">>;

/** GET egs/berkas (page, per_page, status, klasifikasi, year, q, satuan_kerja_id). */
export const berkasListQuery = (params: BerkasListParams) =>
  queryOptions({
    queryKey: [...BERKAS_QUERY_KEY, "list", params],
    queryFn: ({ signal }) =>
      api.get<{ items: BerkasItem[]; meta: PageMeta }>("/egs/berkas", {
        query: { ...params, q: params.q || undefined, per_page: BERKAS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useBerkasList = (params: BerkasListParams) => useQuery(berkasListQuery(params));
