import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getTerkirimListQueryOptions } from "./get-terkirim-list";

/** GET egs/mail/{id}/delete: takes the registered letter off the secretariat's Terkirim list. */
export async function deleteIncoming(id: string) {
  return (await api.get<{ items: { id: string; deleted: string } }>(`/egs/mail/${id}/delete`))
    .items;
}

export function useDeleteIncoming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIncoming,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTerkirimListQueryOptions().queryKey }),
  });
}
