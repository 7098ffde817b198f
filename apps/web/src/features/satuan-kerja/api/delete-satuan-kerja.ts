import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshSatuanKerja } from "./create-satuan-kerja";
import { SATUAN_KERJA_PATH } from "./get-satuan-kerja-list";

/** DELETE /egs/pegawai-egs/api/satuan-kerja/{id}. */
export async function deleteSatuanKerja(id: number): Promise<void> {
  await api.delete(`${SATUAN_KERJA_PATH}/${id}`);
}

export function useDeleteSatuanKerja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSatuanKerja,
    onSuccess: () => refreshSatuanKerja(queryClient),
  });
}
