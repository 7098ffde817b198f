import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getDispositionHistoryQueryOptions } from "./get-disposition-history";

/** POST egs/mail-disposisi/{id}/tarik/{dispositionId}: withdraw a disposition nobody read yet. */
export async function withdrawDisposition(id: string, dispositionId: number) {
  return api.post<unknown>(`/egs/mail-disposisi/${id}/tarik/${dispositionId}`);
}

/** POST egs/mail-disposisi/{id}/selesai: the target marks it 'Selesai ditindaklanjuti'. */
export async function markDispositionDone(id: string, keterangan: string) {
  return api.post<unknown>(`/egs/mail-disposisi/${id}/selesai`, { keterangan });
}

/** Both actions refresh Riwayat Tindakan. */
export function useDispositionActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getDispositionHistoryQueryOptions(id).queryKey });
  return {
    withdraw: useMutation({
      mutationFn: (dispositionId: number) => withdrawDisposition(id, dispositionId),
      onSuccess: refresh,
    }),
    done: useMutation({
      mutationFn: (keterangan: string) => markDispositionDone(id, keterangan),
      onSuccess: refresh,
    }),
  };
}
