import type { UnitKerjaItem } from "@lontar/contracts/unit-kerja";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { UNIT_KERJA_PATH } from "./get-unit-kerja-tree";

/** GET /egs/pegawai-egs/api/unit-kerja/{id}/childs: the direct sub units, in order. */
export async function getUnitKerjaChilds(id: number, signal?: AbortSignal) {
  return (await api.get<{ items: UnitKerjaItem[] }>(`${UNIT_KERJA_PATH}/${id}/childs`, { signal }))
    .items;
}

/** Without an id: the key prefix of every child list, for invalidation. */
export function getUnitKerjaChildsQueryOptions(id?: number) {
  return queryOptions({
    queryKey: id === undefined ? ["unit-kerja", "childs"] : ["unit-kerja", "childs", id],
    queryFn: ({ signal }) => getUnitKerjaChilds(id ?? 0, signal),
  });
}

/** The sub units of `id`; idle while `id` is null. */
export function useUnitKerjaChilds(id: number | null) {
  return useQuery({ ...getUnitKerjaChildsQueryOptions(id ?? undefined), enabled: id !== null });
}
