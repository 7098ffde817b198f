import type { DispositionRequest } from "@lontar/contracts/incoming";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getDispositionHistoryQueryOptions } from "./get-disposition-history";
import { getInboxQueryOptions } from "./get-inbox";
import { incomingDetailKey } from "./get-incoming-detail";

/** POST egs/mail-disposisi/{id}: dispose (Disposisi) or forward (Teruskan) the letter. */
export async function createDisposition(id: string, body: DispositionRequest) {
  return (await api.post<{ items: { id: number } }>(`/egs/mail-disposisi/${id}`, body)).items;
}

export function useCreateDisposition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DispositionRequest) => createDisposition(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getInboxQueryOptions().queryKey }),
        queryClient.invalidateQueries({
          queryKey: getDispositionHistoryQueryOptions(id).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: incomingDetailKey(id) }),
      ]),
  });
}
