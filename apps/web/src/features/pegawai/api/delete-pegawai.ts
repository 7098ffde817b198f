import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshPegawai } from "./create-pegawai";
import { PEGAWAI_PATH } from "./get-pegawai-list";

/** DELETE /egs/pegawai-egs/api/pegawai/{id} (refused for an employee with a login). */
export async function deletePegawai(id: number): Promise<void> {
  await api.delete(`${PEGAWAI_PATH}/${id}`);
}

export function useDeletePegawai() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePegawai, onSuccess: () => refreshPegawai(queryClient) });
}
