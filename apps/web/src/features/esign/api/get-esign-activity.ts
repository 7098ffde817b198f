import type { PageMeta } from "@lontar/contracts/common";
import type { EsignLogItem } from "@lontar/contracts/esign";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type PageParams } from "../../../lib/api-client";

/** GET /egs/esign-activity: one page of the e-sign log (spec 02 §2.11). */
export function getEsignActivity(params: PageParams, signal?: AbortSignal) {
  return api.get<{ items: EsignLogItem[]; meta: PageMeta }>("/egs/esign-activity", {
    query: { ...params },
    signal,
  });
}

export function getEsignActivityQueryOptions(params: PageParams) {
  return queryOptions({
    queryKey: ["esign", "activity", params],
    queryFn: ({ signal }) => getEsignActivity(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEsignActivity(params: PageParams) {
  return useQuery(getEsignActivityQueryOptions(params));
}
