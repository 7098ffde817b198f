import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * GET api/egs/list/pegawai-by-jabatan (first entry): the head of the user's work unit, the usual
 * recipient of a registered letter; null when the unit has nobody.
 */
export async function getUnitHead(signal?: AbortSignal): Promise<PegawaiPickerRecord | null> {
  const page = await api.get<{ data: PegawaiPickerRecord[] }>("/api/egs/list/pegawai-by-jabatan", {
    query: { page: 1, per_page: 1 },
    signal,
  });
  return page.data[0] ?? null;
}

export const getUnitHeadQueryOptions = () =>
  queryOptions({
    queryKey: ["surat-masuk-form", "unit-head"],
    queryFn: ({ signal }) => getUnitHead(signal),
    staleTime: 5 * 60_000,
  });

export const useUnitHead = () => useQuery(getUnitHeadQueryOptions());
