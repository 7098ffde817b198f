import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { KOP_SURAT_QUERY_KEY } from "./get-kop-surat-list";

/** DELETE /egs/master/kop-surat/{id}. */
export async function deleteKopSurat(id: string): Promise<void> {
  await api.delete(`/egs/master/kop-surat/${id}`);
}

export function useDeleteKopSurat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKopSurat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KOP_SURAT_QUERY_KEY }),
  });
}
