import {
  ARSIP_PAGE_SIZE,
  type ArsipMasterQuery,
  type JenisArsipItem,
  type JenisArsipOption,
} from "@lontar/contracts/arsip";
import type { PageMeta } from "@lontar/contracts/common";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const JENIS_ARSIP_QUERY_KEY = ["arsip", "jenis-arsip"] as const;

export type JenisArsipParams = Omit<ArsipMasterQuery, "per_page">;

/** GET /egs/master/arsip/jenis-arsip?page&per_page=5&q= (a well-formed q=, spec 02 §7.6). */
export const jenisArsipQuery = (params: JenisArsipParams) =>
  queryOptions({
    queryKey: [...JENIS_ARSIP_QUERY_KEY, "list", params],
    queryFn: ({ signal }) =>
      api.get<{ items: JenisArsipItem[]; meta: PageMeta }>("/egs/master/arsip/jenis-arsip", {
        query: { ...params, q: params.q || undefined, per_page: ARSIP_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useJenisArsip = (params: JenisArsipParams) => useQuery(jenisArsipQuery(params));

/** GET /egs/master/arsip/jenis-arsip/pluck: {_id, nama} for selects. */
export const jenisArsipPluckQuery = (satuanKerjaId?: number) =>
  queryOptions({
    queryKey: [...JENIS_ARSIP_QUERY_KEY, "pluck", satuanKerjaId ?? null],
    queryFn: ({ signal }) =>
      api.get<{ items: JenisArsipOption[] }>("/egs/master/arsip/jenis-arsip/pluck", {
        query: { satuan_kerja_id: satuanKerjaId },
        signal,
      }),
  });

export const useJenisArsipPluck = (satuanKerjaId?: number) =>
  useQuery(jenisArsipPluckQuery(satuanKerjaId));
