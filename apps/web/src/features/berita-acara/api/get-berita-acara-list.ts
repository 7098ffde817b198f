import type { BeritaAcaraItem, BeritaAcaraListQuery } from "@lontar/contracts/berita-acara";
import type { PageMeta } from "@lontar/contracts/common";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Root of every Berita Acara query (list and details); the mutations invalidate it. */
export const BERITA_ACARA_QUERY_KEY = ["berita-acara"] as const;

/** Rows a page of the list holds. */
export const BERITA_ACARA_PAGE_SIZE = 10;

export type BeritaAcaraListParams = Partial<Omit<BeritaAcaraListQuery, "per_page">>;

/**
 * GET egs/berita-acara (page, per_page, jenis, status): the archivist's unit's, and those the
 * signed-in head of a unit must sign.
 */
export const beritaAcaraListQuery = (params: BeritaAcaraListParams) =>
  queryOptions({
    queryKey: [...BERITA_ACARA_QUERY_KEY, "list", params],
    queryFn: ({ signal }) =>
      api.get<{ items: BeritaAcaraItem[]; meta: PageMeta }>("/egs/berita-acara", {
        query: { ...params, per_page: BERITA_ACARA_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useBeritaAcaraList = (params: BeritaAcaraListParams) =>
  useQuery(beritaAcaraListQuery(params));
