import type { PageMeta } from "@lontar/contracts/common";
import type { MasterListQuery, PegawaiItem } from "@lontar/contracts/pegawai";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type PageParams } from "../../../lib/api-client";

export const PEGAWAI_PATH = "/egs/pegawai-egs/api/pegawai";

export type PegawaiListParams = MasterListQuery & PageParams;

/** GET /egs/pegawai-egs/api/pegawai: one page of employees. */
export function getPegawaiList(params: PegawaiListParams, signal?: AbortSignal) {
  return api.get<{ items: PegawaiItem[]; meta: PageMeta }>(PEGAWAI_PATH, {
    query: { ...params },
    signal,
  });
}

/** Without params: the key prefix of every page, for invalidation. */
export function getPegawaiListQueryOptions(params?: PegawaiListParams) {
  return queryOptions({
    queryKey: params ? ["pegawai", "list", params] : ["pegawai", "list"],
    queryFn: ({ signal }) => getPegawaiList(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePegawaiList(params: PegawaiListParams) {
  return useQuery(getPegawaiListQueryOptions(params));
}
