import type { PageMeta } from "@lontar/contracts/common";
import type { PegawaiKontrakItem } from "@lontar/contracts/pegawai";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { PegawaiListParams } from "./get-pegawai-list";

export const KONTRAK_PATH = "/egs/pegawai-egs/api/pegawai-kontrak";

/** GET /egs/pegawai-egs/api/pegawai-kontrak: one page of contract staff. */
export function getKontrakList(params: PegawaiListParams, signal?: AbortSignal) {
  return api.get<{ items: PegawaiKontrakItem[]; meta: PageMeta }>(KONTRAK_PATH, {
    query: { ...params },
    signal,
  });
}

/** Without params: the key prefix of every page, for invalidation. */
export function getKontrakListQueryOptions(params?: PegawaiListParams) {
  return queryOptions({
    queryKey: params ? ["pegawai-kontrak", "list", params] : ["pegawai-kontrak", "list"],
    queryFn: ({ signal }) => getKontrakList(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useKontrakList(params: PegawaiListParams) {
  return useQuery(getKontrakListQueryOptions(params));
}
