import type { JenisJabatan } from "@lontar/contracts/jabatan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { JABATAN_PATH } from "./get-jabatan-tree";

/** GET /egs/pegawai-egs/api/jabatan/get-data/jabatan?jenis_jabatan: names to choose from. */
export async function getJabatanNames(jenis: JenisJabatan, signal?: AbortSignal) {
  return (
    await api.get<{ items: string[] }>(`${JABATAN_PATH}/get-data/jabatan`, {
      query: { jenis_jabatan: jenis },
      signal,
    })
  ).items;
}

/** Without a type: the key prefix of every name list, for invalidation. */
export function getJabatanNamesQueryOptions(jenis?: JenisJabatan) {
  return queryOptions({
    queryKey: jenis ? ["jabatan", "names", jenis] : ["jabatan", "names"],
    queryFn: ({ signal }) => getJabatanNames(jenis ?? "JFT", signal),
  });
}

/** The names of a functional type (JFT, JFU); idle for other types. */
export function useJabatanNames(jenis: JenisJabatan | undefined, enabled: boolean) {
  return useQuery({ ...getJabatanNamesQueryOptions(jenis), enabled: enabled && !!jenis });
}
