import type { MailSaved, OutgoingMailRequest } from "@lontar/contracts/mail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { blobsUnder } from "../../../lib/get-blob";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** POST egs/mail: saves the letter as a draft, or sends it to the first reviewer. */
export const saveLetter = (body: OutgoingMailRequest) =>
  api.post<{ items: MailSaved }>("/egs/mail", body).then((r) => r.items);

const { letter, outgoing, bank, counters, dashboard, statistik } = QUERY_ROOTS;
const CHANGED_BY_SAVING = [letter, outgoing, bank, counters, dashboard, statistik];

export function useSaveLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLetter,
    // The outgoing lists and detail, the bank, the counters, the dashboard and the statistics
    // count the letter; its PDF is rendered anew.
    onSuccess: (saved) =>
      Promise.all([
        ...CHANGED_BY_SAVING.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        queryClient.invalidateQueries(blobsUnder(`/egs/mail/${saved.id}/`)),
      ]),
  });
}
