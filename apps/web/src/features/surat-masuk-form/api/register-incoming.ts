import type { IncomingMail } from "@lontar/contracts/incoming";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getTerkirimListQueryOptions } from "./get-terkirim-list";

export interface RegisteredIncoming {
  id: string;
  status_surat: string;
  resi?: string;
  nomor_agenda?: number;
}

/** POST egs/mail with `kategori_surat: "external"`: the secretariat registers an incoming letter. */
export async function registerIncoming(body: IncomingMail): Promise<RegisteredIncoming> {
  return (await api.post<{ items: RegisteredIncoming }>("/egs/mail", body)).items;
}

export function useRegisterIncoming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerIncoming,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTerkirimListQueryOptions().queryKey }),
  });
}
