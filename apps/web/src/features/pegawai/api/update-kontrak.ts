import type { PegawaiKontrakInput, PegawaiKontrakItem } from "@lontar/contracts/pegawai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshKontrak } from "./create-kontrak";
import { KONTRAK_PATH } from "./get-kontrak-list";

/** PUT /egs/pegawai-egs/api/pegawai-kontrak/{id}. */
export async function updateKontrak({ id, body }: { id: number; body: PegawaiKontrakInput }) {
  return (await api.put<{ items: PegawaiKontrakItem }>(`${KONTRAK_PATH}/${id}`, body)).items;
}

export function useUpdateKontrak() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateKontrak, onSuccess: () => refreshKontrak(queryClient) });
}
