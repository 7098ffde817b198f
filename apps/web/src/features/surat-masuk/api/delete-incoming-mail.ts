import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getInboxQueryOptions } from "./get-inbox";
import { getTerkirimListQueryOptions } from "./get-terkirim-list";

/**
 * GET egs/mail/{id}/delete: hides the letter from the user's inbox, or takes a registered
 * letter off the secretariat's Terkirim list.
 */
export async function deleteIncomingMail(id: string) {
  return (await api.get<{ items: { id: string; deleted: string } }>(`/egs/mail/${id}/delete`))
    .items;
}

export function useDeleteIncomingMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIncomingMail,
    onSuccess: () =>
      Promise.all(
        [getInboxQueryOptions(), getTerkirimListQueryOptions()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
