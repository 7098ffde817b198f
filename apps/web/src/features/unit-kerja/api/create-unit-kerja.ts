import type { UnitKerjaInput, UnitKerjaItem } from "@lontar/contracts/unit-kerja";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getUnitKerjaChildsQueryOptions } from "./get-unit-kerja-childs";
import { getUnitKerjaTreeQueryOptions, UNIT_KERJA_PATH } from "./get-unit-kerja-tree";

/** POST /egs/pegawai-egs/api/unit-kerja. */
export async function createUnitKerja(body: UnitKerjaInput): Promise<UnitKerjaItem> {
  return (await api.post<{ items: UnitKerjaItem }>(UNIT_KERJA_PATH, body)).items;
}

/** Reloads the trees and child lists after a change. */
export const refreshUnitKerja = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getUnitKerjaTreeQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getUnitKerjaChildsQueryOptions().queryKey }),
  ]);

export function useCreateUnitKerja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnitKerja,
    onSuccess: () => refreshUnitKerja(queryClient),
  });
}
