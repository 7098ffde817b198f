import type { JenisJabatanOption } from "@lontar/contracts/jabatan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { JABATAN_PATH } from "./get-jabatan-tree";

/** GET /egs/pegawai-egs/api/jabatan/get-data/jenis-jabatan: STRUKTURAL, JFT, JFU. */
export async function getJenisJabatan(signal?: AbortSignal) {
  return (
    await api.get<{ items: JenisJabatanOption[] }>(`${JABATAN_PATH}/get-data/jenis-jabatan`, {
      signal,
    })
  ).items;
}

export function getJenisJabatanQueryOptions() {
  return queryOptions({
    queryKey: ["jabatan", "jenis-jabatan"],
    queryFn: ({ signal }) => getJenisJabatan(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useJenisJabatan() {
  return useQuery(getJenisJabatanQueryOptions());
}
