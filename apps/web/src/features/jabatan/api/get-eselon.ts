import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { JABATAN_PATH } from "./get-jabatan-tree";

/** GET /egs/pegawai-egs/api/jabatan/get-data/eselon: the eselon codes. */
export async function getEselon(signal?: AbortSignal) {
  return (await api.get<{ items: string[] }>(`${JABATAN_PATH}/get-data/eselon`, { signal })).items;
}

export function getEselonQueryOptions() {
  return queryOptions({
    queryKey: ["jabatan", "eselon"],
    queryFn: ({ signal }) => getEselon(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEselon() {
  return useQuery(getEselonQueryOptions());
}
