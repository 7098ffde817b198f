import {
  ARSIP_PAGE_SIZE,
  type ArsipMasterQuery,
  type PenyimpananNode,
} from "@lontar/contracts/arsip";
import type { PageMeta } from "@lontar/contracts/common";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const PENYIMPANAN_QUERY_KEY = ["arsip", "penyimpanan"] as const;

/** Without `page`: every location (the archive form's options). */
export type PenyimpananParams = Omit<ArsipMasterQuery, "per_page">;

/** GET /egs/master/arsip/penyimpanan?page&per_page=5&q (without page: all, for options). */
export const penyimpananQuery = (params: PenyimpananParams) =>
  queryOptions({
    queryKey: [...PENYIMPANAN_QUERY_KEY, params],
    queryFn: ({ signal }) =>
      api.get<{ items: PenyimpananNode[]; meta: PageMeta }>("/egs/master/arsip/penyimpanan", {
        query: {
          ...params,
          q: params.q || undefined,
          per_page: params.page ? ARSIP_PAGE_SIZE : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePenyimpanan = (params: PenyimpananParams, enabled = true) =>
  useQuery({ ...penyimpananQuery(params), enabled });
