import type { SpecimenItem } from "@lontar/contracts/esign";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const SPECIMEN_PATH = "/egs/esign/specimen";

/** GET /egs/esign/specimen: the user's signature images. */
export async function getSpecimens(signal?: AbortSignal): Promise<SpecimenItem[]> {
  return (await api.get<{ items: SpecimenItem[] }>(SPECIMEN_PATH, { signal })).items;
}

export const specimensQueryOptions = queryOptions({
  queryKey: ["esign", "specimens"],
  queryFn: ({ signal }) => getSpecimens(signal),
});

export function useSpecimens() {
  return useQuery(specimensQueryOptions);
}
