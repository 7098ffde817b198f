import type { PageMeta } from "@lontar/contracts/common";
import type { InboxItem } from "@lontar/contracts/incoming";
import type { MailListParams } from "@lontar/contracts/mail";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/terkirim/mail-sekretariat: the incoming letters the user's secretariat registered. */
export function getTerkirimList(query: MailListParams, signal?: AbortSignal) {
  return api.get<{ items: InboxItem[]; meta: PageMeta }>("/egs/terkirim/mail-sekretariat", {
    query: { ...query },
    signal,
  });
}

/** Without a query: the key prefix of every page, for invalidation. */
export function getTerkirimListQueryOptions(query?: MailListParams) {
  return queryOptions({
    queryKey: [...QUERY_ROOTS.incoming, "terkirim-sekretariat", query].filter(
      (part) => part !== undefined,
    ),
    queryFn: ({ signal }) => getTerkirimList(query as MailListParams, signal),
    placeholderData: keepPreviousData,
  });
}

export const useTerkirimList = (query: MailListParams) =>
  useQuery(getTerkirimListQueryOptions(query));
