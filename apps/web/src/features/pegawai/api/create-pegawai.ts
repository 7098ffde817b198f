import type { PegawaiInput, PegawaiItem } from "@lontar/contracts/pegawai";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getJabatanOptionsQueryOptions } from "./get-jabatan-options";
import { getPegawaiListQueryOptions, PEGAWAI_PATH } from "./get-pegawai-list";

/** POST /egs/pegawai-egs/api/pegawai. */
export async function createPegawai(body: PegawaiInput): Promise<PegawaiItem> {
  return (await api.post<{ items: PegawaiItem }>(PEGAWAI_PATH, body)).items;
}

/** Reloads the employee lists and the positions (their PLT holders) after a change. */
export const refreshPegawai = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getPegawaiListQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getJabatanOptionsQueryOptions().queryKey }),
  ]);

export function useCreatePegawai() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPegawai, onSuccess: () => refreshPegawai(queryClient) });
}
