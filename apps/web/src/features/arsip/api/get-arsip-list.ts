import {
  ARSIP_PAGE_SIZE,
  type ArsipItem,
  type ArsipListKey,
  type ArsipListQuery,
} from "@lontar/contracts/arsip";
import type { PageMeta } from "@lontar/contracts/common";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const ARSIP_QUERY_KEY = ["arsip", "items"] as const;

/** The list's query; every list reads ARSIP_PAGE_SIZE a page. */
export type ArsipListParams = Omit<ArsipListQuery, "per_page">;

const PATHS: Record<ArsipListKey, string> = {
  aktif: "/egs/arsip",
  terhapus: "/egs/arsip/deleted",
  "usul-musnah": "/egs/arsip/usul-musnah",
};

/** GET egs/arsip, egs/arsip/deleted or egs/arsip/usul-musnah (page, per_page=5, q, jenis_arsip). */
export const arsipListQuery = (list: ArsipListKey, params: ArsipListParams) =>
  queryOptions({
    queryKey: [...ARSIP_QUERY_KEY, list, params],
    queryFn: ({ signal }) =>
      api.get<{ items: ArsipItem[]; meta: PageMeta }>(PATHS[list], {
        query: { ...params, q: params.q || undefined, per_page: ARSIP_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useArsipList = (list: ArsipListKey, params: ArsipListParams) =>
  useQuery(arsipListQuery(list, params));
