import type { OrgOption } from "@lontar/contracts/pegawai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/pegawai-egs/api/pegawai/get-data/unit-kerja?satuan_kerja_id: units of a work unit. */
export function getUnitOptionsQueryOptions(satuanKerjaId: number | undefined) {
  return queryOptions({
    queryKey: ["pegawai", "unit-options", satuanKerjaId],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: OrgOption[] }>("/egs/pegawai-egs/api/pegawai/get-data/unit-kerja", {
          query: { satuan_kerja_id: satuanKerjaId },
          signal,
        })
      ).items,
    enabled: satuanKerjaId !== undefined,
    staleTime: 60_000,
  });
}

export const useUnitOptions = (satuanKerjaId: number | undefined) =>
  useQuery(getUnitOptionsQueryOptions(satuanKerjaId));
