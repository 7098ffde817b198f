import type { PageMeta } from "@lontar/contracts/common";
import type { SatuanKerjaItem, SatuanKerjaListQuery } from "@lontar/contracts/satuan-kerja";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type PageParams } from "../../../lib/api-client";

export const SATUAN_KERJA_PATH = "/egs/pegawai-egs/api/satuan-kerja";

export type SatuanKerjaListParams = SatuanKerjaListQuery & PageParams;

/** GET /egs/pegawai-egs/api/satuan-kerja: one page of work units. */
export function getSatuanKerjaList(params: SatuanKerjaListParams, signal?: AbortSignal) {
  return api.get<{ items: SatuanKerjaItem[]; meta: PageMeta }>(SATUAN_KERJA_PATH, {
    query: { ...params },
    signal,
  });
}

/** Without params: the key prefix of every page, for invalidation. */
export function getSatuanKerjaListQueryOptions(params?: SatuanKerjaListParams) {
  return queryOptions({
    queryKey: params ? ["satuan-kerja", "list", params] : ["satuan-kerja", "list"],
    queryFn: ({ signal }) => getSatuanKerjaList(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSatuanKerjaList(params: SatuanKerjaListParams) {
  return useQuery(getSatuanKerjaListQueryOptions(params));
}
