import type { KopSuratItem, PaperSize } from "@lontar/contracts/kop-surat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { KOP_SURAT_QUERY_KEY } from "./get-kop-surat-list";

/** PUT /egs/master/kop-surat/{id}/kertas: the paper the work unit's letters render on. */
export async function setKopSuratKertas(input: { id: string; ukuran_kertas: PaperSize }) {
  const body = await api.put<{ items: KopSuratItem }>(`/egs/master/kop-surat/${input.id}/kertas`, {
    ukuran_kertas: input.ukuran_kertas,
  });
  return body.items;
}

export function useSetKopSuratKertas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setKopSuratKertas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KOP_SURAT_QUERY_KEY }),
  });
}
