import type { SatuanKerjaInput, SatuanKerjaItem } from "@lontar/contracts/satuan-kerja";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { satuanKerjaOptionsQuery } from "../../../components/satuan-kerja-select";
import { api } from "../../../lib/api-client";
import { getSatuanKerjaListQueryOptions, SATUAN_KERJA_PATH } from "./get-satuan-kerja-list";

/** POST /egs/pegawai-egs/api/satuan-kerja. */
export async function createSatuanKerja(body: SatuanKerjaInput): Promise<SatuanKerjaItem> {
  return (await api.post<{ items: SatuanKerjaItem }>(SATUAN_KERJA_PATH, body)).items;
}

/** Reloads the list and the work-unit pickers after a change. */
export const refreshSatuanKerja = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getSatuanKerjaListQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: satuanKerjaOptionsQuery().queryKey }),
  ]);

export function useCreateSatuanKerja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSatuanKerja,
    onSuccess: () => refreshSatuanKerja(queryClient),
  });
}
