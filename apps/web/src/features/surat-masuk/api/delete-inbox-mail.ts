import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getInboxQueryOptions } from "./get-inbox";

/** GET egs/mail/{id}/delete: hides the letter from the user's inbox. */
export async function deleteInboxMail(id: string) {
  return (await api.get<{ items: unknown }>(`/egs/mail/${id}/delete`)).items;
}

export function useDeleteInboxMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInboxMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInboxQueryOptions().queryKey }),
  });
}
