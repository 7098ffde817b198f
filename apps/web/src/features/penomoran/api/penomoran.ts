import type { PenomoranInput, PenomoranItem } from "@lontar/contracts/penomoran";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const penomoranKey = (satuanKerjaId: number) => ["master", "penomoran", satuanKerjaId] as const;

/** GET /egs/master/penomoran/{satuan_kerja_id}: the unit's default and per-type patterns. */
export const penomoranQuery = (satuanKerjaId: number) =>
  queryOptions({
    queryKey: penomoranKey(satuanKerjaId),
    queryFn: async () =>
      (await api.get<{ items: PenomoranItem[] }>(`/egs/master/penomoran/${satuanKerjaId}`)).items,
  });

/** PUT /egs/master/penomoran/{satuan_kerja_id}: replaces the unit's patterns. */
export function useSavePenomoran(satuanKerjaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PenomoranInput) =>
      (await api.put<{ items: PenomoranItem[] }>(`/egs/master/penomoran/${satuanKerjaId}`, input))
        .items,
    onSuccess: (items) => queryClient.setQueryData(penomoranKey(satuanKerjaId), items),
  });
}
