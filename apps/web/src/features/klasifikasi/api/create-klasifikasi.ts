import type { CreateKlasifikasiRequest, KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KLASIFIKASI_QUERY_KEY } from "../../../components/klasifikasi-picker";
import { api } from "../../../lib/api-client";

/** POST /egs/master/klasifikasi: adds a code under `parent` (null: a root code). */
export async function createKlasifikasi(body: CreateKlasifikasiRequest): Promise<KlasifikasiNode> {
  return (await api.post<{ items: KlasifikasiNode }>("/egs/master/klasifikasi", body)).items;
}

export function useCreateKlasifikasi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKlasifikasi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KLASIFIKASI_QUERY_KEY }),
  });
}
