import type { PegawaiInput, PegawaiItem } from "@lontar/contracts/pegawai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshPegawai } from "./create-pegawai";
import { PEGAWAI_PATH } from "./get-pegawai-list";

/** PUT /egs/pegawai-egs/api/pegawai/{id}. */
export async function updatePegawai({ id, body }: { id: number; body: PegawaiInput }) {
  return (await api.put<{ items: PegawaiItem }>(`${PEGAWAI_PATH}/${id}`, body)).items;
}

export function useUpdatePegawai() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePegawai, onSuccess: () => refreshPegawai(queryClient) });
}
