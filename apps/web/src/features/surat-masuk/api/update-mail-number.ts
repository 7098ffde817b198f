import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface UpdateMailBody {
  nomor_surat?: string;
  tanggal_surat?: string;
}

/** POST egs/master/update-mail/{id}: level 8 corrects the number or the date of a letter. */
export async function updateMailNumber(id: string, body: UpdateMailBody) {
  return api.post<unknown>(`/egs/master/update-mail/${id}`, body);
}

export function useUpdateMailNumber(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMailBody) => updateMailNumber(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["surat-masuk", "detail", id] }),
  });
}
