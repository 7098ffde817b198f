import type { MailSaved, OutgoingMailRequest } from "@lontar/contracts/mail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST egs/mail: saves the letter as a draft, or sends it to the first reviewer. */
export const saveLetter = (body: OutgoingMailRequest) =>
  api.post<{ items: MailSaved }>("/egs/mail", body).then((r) => r.items);

export function useSaveLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLetter,
    // Lists, counters and the letter's detail all change with it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
