import type { PageMeta } from "@lontar/contracts/common";
import type { EsignLogItem } from "@lontar/contracts/esign";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface EsignActivityParams {
  page: number;
  per_page: number;
}

/** GET /egs/esign-activity: one page of the e-sign log (spec 02 §2.11). */
export function getEsignActivity(params: EsignActivityParams, signal?: AbortSignal) {
  return api.get<{ items: EsignLogItem[]; meta: PageMeta }>("/egs/esign-activity", {
    query: { ...params },
    signal,
  });
}

export function getEsignActivityQueryOptions(params: EsignActivityParams) {
  return queryOptions({
    queryKey: ["esign", "activity", params],
    queryFn: ({ signal }) => getEsignActivity(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEsignActivity(params: EsignActivityParams) {
  return useQuery(getEsignActivityQueryOptions(params));
}
