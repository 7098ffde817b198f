import type { PageMeta } from "@lontar/contracts/common";
import type { MasterListQuery } from "@lontar/contracts/pegawai";
import type { PenggunaItem } from "@lontar/contracts/pengguna";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type PageParams } from "../../../lib/api-client";

export const USERS_PATH = "/egs/master/users";

export type PenggunaListParams = MasterListQuery & PageParams;

/** GET /egs/master/users: one page of employees with a NIP and their logins. */
export function getPenggunaList(params: PenggunaListParams, signal?: AbortSignal) {
  return api.get<{ items: PenggunaItem[]; meta: PageMeta }>(USERS_PATH, {
    query: { ...params },
    signal,
  });
}

/** Without params: the key prefix of every page, for invalidation. */
export function getPenggunaListQueryOptions(params?: PenggunaListParams) {
  return queryOptions({
    queryKey: params ? ["pengguna", "list", params] : ["pengguna", "list"],
    queryFn: ({ signal }) => getPenggunaList(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePenggunaList(params: PenggunaListParams) {
  return useQuery(getPenggunaListQueryOptions(params));
}
