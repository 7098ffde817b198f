import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getOutgoingListQueryOptions } from "./get-outgoing-list";

/**
 * GET egs/mail/{id}/delete: takes the letter off the user's lists (the author's own draft is
 * deleted).
 */
export async function deleteOutgoing(id: string) {
  return (
    await api.get<{ items: { id: string; deleted: "surat" | "daftar" } }>(`/egs/mail/${id}/delete`)
  ).items;
}

export function useDeleteOutgoing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOutgoing,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getOutgoingListQueryOptions().queryKey }),
  });
}
