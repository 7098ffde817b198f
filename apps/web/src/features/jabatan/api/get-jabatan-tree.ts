import type { PageMeta } from "@lontar/contracts/common";
import type { JabatanListQuery, JabatanNode } from "@lontar/contracts/jabatan";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type PageParams } from "../../../lib/api-client";

export const JABATAN_PATH = "/egs/pegawai-egs/api/jabatan";

export type JabatanTreeParams = JabatanListQuery & PageParams;

/** GET /egs/pegawai-egs/api/jabatan: top positions, paged, with their subordinates. */
export function getJabatanTree(params: JabatanTreeParams, signal?: AbortSignal) {
  return api.get<{ items: JabatanNode[]; meta: PageMeta }>(JABATAN_PATH, {
    query: { ...params },
    signal,
  });
}

/** Without params: the key prefix of every tree, for invalidation. */
export function getJabatanTreeQueryOptions(params?: JabatanTreeParams) {
  return queryOptions({
    queryKey: params ? ["jabatan", "tree", params] : ["jabatan", "tree"],
    queryFn: ({ signal }) => getJabatanTree(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJabatanTree(params: JabatanTreeParams, enabled = true) {
  return useQuery({ ...getJabatanTreeQueryOptions(params), enabled });
}
