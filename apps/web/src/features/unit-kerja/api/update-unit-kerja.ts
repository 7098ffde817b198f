import type { UnitKerjaInput, UnitKerjaItem } from "@lontar/contracts/unit-kerja";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshUnitKerja } from "./create-unit-kerja";
import { UNIT_KERJA_PATH } from "./get-unit-kerja-tree";

/** PUT /egs/pegawai-egs/api/unit-kerja/{id}. */
export async function updateUnitKerja({
  id,
  body,
}: {
  id: number;
  body: UnitKerjaInput;
}): Promise<UnitKerjaItem> {
  return (await api.put<{ items: UnitKerjaItem }>(`${UNIT_KERJA_PATH}/${id}`, body)).items;
}

export function useUpdateUnitKerja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnitKerja,
    onSuccess: () => refreshUnitKerja(queryClient),
  });
}
