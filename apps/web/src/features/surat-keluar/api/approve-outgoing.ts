import type { ApprovalRequest, ApprovalResponse } from "@lontar/contracts/mail";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { blobsUnder } from "../../../lib/get-blob";
import { getOutgoingDetailQueryOptions } from "./get-outgoing-detail";
import { getOutgoingListQueryOptions } from "./get-outgoing-list";

/**
 * POST egs/riw-catatan/create/{id}: the reviewer's action (setuju, lanjutkan, perbaikan,
 * batalkan). Fails with 403 (not your turn), 409 (already processed), 422 (wrong passphrase,
 * missing reason) or 423 (signing locked).
 */
export async function approveOutgoing({ id, body }: { id: string; body: ApprovalRequest }) {
  return (await api.post<{ items: ApprovalResponse }>(`/egs/riw-catatan/create/${id}`, body)).items;
}

/** After any answer the detail, its PDF and the lists are out of date (also after a 403 or 409). */
function refreshAfterAction(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: getOutgoingListQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: getOutgoingDetailQueryOptions(id).queryKey });
  // The PDF keeps its address once signed: the cached bytes are the unsigned draft.
  void queryClient.invalidateQueries(blobsUnder(`/egs/mail/${id}/pdf`));
}

export function useApproveOutgoing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOutgoing,
    // Not awaited: the screen moves on while the caches reload.
    onSettled: (_result, _error, { id }) => refreshAfterAction(queryClient, id),
  });
}
