import type { EsignStatus, SetPassphraseRequest } from "@lontar/contracts/esign";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { esignStatusQueryOptions } from "./get-esign-status";

/** POST /egs/esign/passphrase: a new key pair and certificate locked with the passphrase. */
export async function setPassphrase(body: SetPassphraseRequest): Promise<EsignStatus> {
  return (await api.post<{ items: EsignStatus }>("/egs/esign/passphrase", body)).items;
}

export function useSetPassphrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassphrase,
    onSuccess: (status) => queryClient.setQueryData(esignStatusQueryOptions.queryKey, status),
  });
}
