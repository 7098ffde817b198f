import type { PegawaiKontrakInput, PegawaiKontrakItem } from "@lontar/contracts/pegawai";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getKontrakListQueryOptions, KONTRAK_PATH } from "./get-kontrak-list";

/** POST /egs/pegawai-egs/api/pegawai-kontrak. */
export async function createKontrak(body: PegawaiKontrakInput): Promise<PegawaiKontrakItem> {
  return (await api.post<{ items: PegawaiKontrakItem }>(KONTRAK_PATH, body)).items;
}

export const refreshKontrak = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getKontrakListQueryOptions().queryKey });

export function useCreateKontrak() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createKontrak, onSuccess: () => refreshKontrak(queryClient) });
}
