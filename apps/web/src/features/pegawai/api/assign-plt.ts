import type { PegawaiItem, PltInput } from "@lontar/contracts/pegawai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshPegawai } from "./create-pegawai";
import { PEGAWAI_PATH } from "./get-pegawai-list";

/** POST /egs/pegawai-egs/api/pegawai/{id}/plt: the employee acts (PLT) in a second position. */
export async function assignPlt({ id, body }: { id: number; body: PltInput }) {
  return (await api.post<{ items: PegawaiItem }>(`${PEGAWAI_PATH}/${id}/plt`, body)).items;
}

export function useAssignPlt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignPlt, onSuccess: () => refreshPegawai(queryClient) });
}
