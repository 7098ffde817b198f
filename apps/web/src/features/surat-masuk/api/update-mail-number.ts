import type { UpdateMailRequest } from "@lontar/contracts/incoming";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { incomingDetailKey } from "./get-incoming-detail";

/** POST egs/master/update-mail/{id}: level 8 corrects the number or the date of a letter. */
export async function updateMailNumber(id: string, body: UpdateMailRequest) {
  return api.post<unknown>(`/egs/master/update-mail/${id}`, body);
}

export function useUpdateMailNumber(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMailRequest) => updateMailNumber(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incomingDetailKey(id) }),
  });
}
