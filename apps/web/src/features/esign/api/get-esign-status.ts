import type { EsignStatus } from "@lontar/contracts/esign";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/esign/status: whether the user can sign, and their certificate. */
export async function getEsignStatus(signal?: AbortSignal): Promise<EsignStatus> {
  return (await api.get<{ items: EsignStatus }>("/egs/esign/status", { signal })).items;
}

export const esignStatusQueryOptions = queryOptions({
  queryKey: ["esign", "status"],
  queryFn: ({ signal }) => getEsignStatus(signal),
});

export function useEsignStatus() {
  return useQuery(esignStatusQueryOptions);
}
