import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshJabatan } from "./create-jabatan";
import { JABATAN_PATH } from "./get-jabatan-tree";

/** DELETE /egs/pegawai-egs/api/jabatan/{id}. */
export async function deleteJabatan(id: number): Promise<void> {
  await api.delete(`${JABATAN_PATH}/${id}`);
}

export function useDeleteJabatan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteJabatan, onSuccess: () => refreshJabatan(queryClient) });
}
