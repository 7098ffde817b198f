import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshUnitKerja } from "./create-unit-kerja";
import { UNIT_KERJA_PATH } from "./get-unit-kerja-tree";

/** DELETE /egs/pegawai-egs/api/unit-kerja/{id}. */
export async function deleteUnitKerja(id: number): Promise<void> {
  await api.delete(`${UNIT_KERJA_PATH}/${id}`);
}

export function useDeleteUnitKerja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnitKerja,
    onSuccess: () => refreshUnitKerja(queryClient),
  });
}
