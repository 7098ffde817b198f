import type { KlasifikasiNode, UpdateKlasifikasiRequest } from "@lontar/contracts/klasifikasi";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KLASIFIKASI_QUERY_KEY } from "../../../components/klasifikasi-picker";
import { api } from "../../../lib/api-client";

/** PATCH /egs/master/klasifikasi/{id}: body {id, kode, nama, retensi}. */
export async function updateKlasifikasi(
  body: UpdateKlasifikasiRequest & { id: number },
): Promise<KlasifikasiNode> {
  return (await api.patch<{ items: KlasifikasiNode }>(`/egs/master/klasifikasi/${body.id}`, body))
    .items;
}

export function useUpdateKlasifikasi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKlasifikasi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KLASIFIKASI_QUERY_KEY }),
  });
}
