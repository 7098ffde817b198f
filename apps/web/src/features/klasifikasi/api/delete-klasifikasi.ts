import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KLASIFIKASI_QUERY_KEY } from "../../../components/klasifikasi-picker";
import { api } from "../../../lib/api-client";

/** DELETE /egs/master/klasifikasi/{id}; refused (409) while the code has sub-codes. */
export async function deleteKlasifikasi(id: number): Promise<void> {
  await api.delete(`/egs/master/klasifikasi/${id}`);
}

export function useDeleteKlasifikasi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKlasifikasi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KLASIFIKASI_QUERY_KEY }),
  });
}
