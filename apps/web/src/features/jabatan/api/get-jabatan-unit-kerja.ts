import type { UnitKerjaOption } from "@lontar/contracts/unit-kerja";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { JABATAN_PATH } from "./get-jabatan-tree";

/** GET /egs/pegawai-egs/api/jabatan/get-data/unit-kerja?satuan_kerja_id: units in tree order. */
export async function getJabatanUnitKerja(satuanKerjaId: number, signal?: AbortSignal) {
  return (
    await api.get<{ items: UnitKerjaOption[] }>(`${JABATAN_PATH}/get-data/unit-kerja`, {
      query: { satuan_kerja_id: satuanKerjaId },
      signal,
    })
  ).items;
}

export function getJabatanUnitKerjaQueryOptions(satuanKerjaId: number) {
  return queryOptions({
    queryKey: ["jabatan", "unit-kerja", satuanKerjaId],
    queryFn: ({ signal }) => getJabatanUnitKerja(satuanKerjaId, signal),
  });
}

/** The units of a work unit; idle until one is chosen. */
export function useJabatanUnitKerja(satuanKerjaId: number | null | undefined) {
  return useQuery({
    ...getJabatanUnitKerjaQueryOptions(satuanKerjaId ?? 0),
    enabled: satuanKerjaId != null,
  });
}
