import type { PageMeta } from "@lontar/contracts/common";
import type { InboxItem } from "@lontar/contracts/incoming";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface TerkirimListParams {
  start_date?: string;
  end_date?: string;
  q?: string;
  page?: number;
  per_page?: number;
}

/** GET egs/terkirim/mail-sekretariat: the incoming letters the user's secretariat registered. */
export function getTerkirimList(query: TerkirimListParams, signal?: AbortSignal) {
  return api.get<{ items: InboxItem[]; meta: PageMeta }>("/egs/terkirim/mail-sekretariat", {
    query: { ...query },
    signal,
  });
}

/** Without a query: the key prefix of every page, for invalidation. */
export function getTerkirimListQueryOptions(query?: TerkirimListParams) {
  return queryOptions({
    queryKey: ["surat-masuk", "terkirim-sekretariat", query].filter((part) => part !== undefined),
    queryFn: ({ signal }) => getTerkirimList(query ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export const useTerkirimList = (query: TerkirimListParams) =>
  useQuery(getTerkirimListQueryOptions(query));
