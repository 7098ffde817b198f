import type { PageMeta } from "@lontar/contracts/common";
import type { UnitKerjaListQuery, UnitKerjaNode } from "@lontar/contracts/unit-kerja";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type PageParams } from "../../../lib/api-client";

export const UNIT_KERJA_PATH = "/egs/pegawai-egs/api/unit-kerja";

export type UnitKerjaTreeParams = UnitKerjaListQuery & PageParams;

/** GET /egs/pegawai-egs/api/unit-kerja: top-level units of a work unit, paged, with sub units. */
export function getUnitKerjaTree(params: UnitKerjaTreeParams, signal?: AbortSignal) {
  return api.get<{ items: UnitKerjaNode[]; meta: PageMeta }>(UNIT_KERJA_PATH, {
    query: { ...params },
    signal,
  });
}

/** Without params: the key prefix of every tree, for invalidation. */
export function getUnitKerjaTreeQueryOptions(params?: UnitKerjaTreeParams) {
  return queryOptions({
    queryKey: params ? ["unit-kerja", "tree", params] : ["unit-kerja", "tree"],
    queryFn: ({ signal }) => getUnitKerjaTree(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnitKerjaTree(params: UnitKerjaTreeParams, enabled = true) {
  return useQuery({ ...getUnitKerjaTreeQueryOptions(params), enabled });
}
