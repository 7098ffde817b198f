import type { SatuanKerjaInput, SatuanKerjaItem } from "@lontar/contracts/satuan-kerja";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshSatuanKerja } from "./create-satuan-kerja";
import { SATUAN_KERJA_PATH } from "./get-satuan-kerja-list";

/** PUT /egs/pegawai-egs/api/satuan-kerja/{id}. */
export async function updateSatuanKerja({
  id,
  body,
}: {
  id: number;
  body: SatuanKerjaInput;
}): Promise<SatuanKerjaItem> {
  return (await api.put<{ items: SatuanKerjaItem }>(`${SATUAN_KERJA_PATH}/${id}`, body)).items;
}

export function useUpdateSatuanKerja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSatuanKerja,
    onSuccess: () => refreshSatuanKerja(queryClient),
  });
}
