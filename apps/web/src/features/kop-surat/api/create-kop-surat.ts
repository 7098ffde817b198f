import type { CreateKopSuratRequest, KopSuratItem } from "@lontar/contracts/kop-surat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { KOP_SURAT_QUERY_KEY } from "./get-kop-surat-list";

/** POST /egs/master/kop-surat: adds the location (work unit) of a letterhead. */
export async function createKopSurat(body: CreateKopSuratRequest): Promise<KopSuratItem> {
  return (await api.post<{ items: KopSuratItem }>("/egs/master/kop-surat", body)).items;
}

export function useCreateKopSurat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKopSurat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KOP_SURAT_QUERY_KEY }),
  });
}
