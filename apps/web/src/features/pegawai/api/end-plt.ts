import type { PegawaiItem } from "@lontar/contracts/pegawai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshPegawai } from "./create-pegawai";
import { PEGAWAI_PATH } from "./get-pegawai-list";

/** DELETE /egs/pegawai-egs/api/pegawai/{id}/plt: ends the employee's PLT. */
export async function endPlt(id: number) {
  return (await api.delete<{ items: PegawaiItem }>(`${PEGAWAI_PATH}/${id}/plt`)).items;
}

export function useEndPlt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endPlt, onSuccess: () => refreshPegawai(queryClient) });
}
