import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshKontrak } from "./create-kontrak";
import { KONTRAK_PATH } from "./get-kontrak-list";

/** DELETE /egs/pegawai-egs/api/pegawai-kontrak/{id}. */
export async function deleteKontrak(id: number): Promise<void> {
  await api.delete(`${KONTRAK_PATH}/${id}`);
}

export function useDeleteKontrak() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteKontrak, onSuccess: () => refreshKontrak(queryClient) });
}
