import type { IncomingMail } from "@lontar/contracts/incoming";
import type { MailSaved } from "@lontar/contracts/mail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** `mailSaved`, with the receipt and agenda number the server gives a registered letter. */
export type RegisteredIncoming = MailSaved & { resi?: string; nomor_agenda?: number };

/** POST egs/mail with `kategori_surat: "external"`: the secretariat registers an incoming letter. */
export async function registerIncoming(body: IncomingMail): Promise<RegisteredIncoming> {
  return (await api.post<{ items: RegisteredIncoming }>("/egs/mail", body)).items;
}

export function useRegisterIncoming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerIncoming,
    // The secretariat's Terkirim list and the recipients' inboxes hold it now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.incoming }),
  });
}
