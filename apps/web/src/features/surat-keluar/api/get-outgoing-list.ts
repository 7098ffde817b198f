import type { PageMeta } from "@lontar/contracts/common";
import type { MailListItem, MailListParams, OutgoingListPath } from "@lontar/contracts/mail";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/{listPath}: one page of an outgoing workflow list. */
export function getOutgoingList(
  listPath: OutgoingListPath,
  query: MailListParams,
  signal?: AbortSignal,
) {
  return api.get<{ items: MailListItem[]; meta: PageMeta }>(`/egs/${listPath}`, {
    query: { ...query },
    signal,
  });
}

/** Without arguments: the key prefix of every outgoing list, for invalidation. */
export function getOutgoingListQueryOptions(listPath?: OutgoingListPath, query?: MailListParams) {
  return queryOptions({
    queryKey: [...QUERY_ROOTS.outgoing, "list", listPath, query].filter(
      (part) => part !== undefined,
    ),
    queryFn: ({ signal }) =>
      getOutgoingList(listPath as OutgoingListPath, query as MailListParams, signal),
    placeholderData: keepPreviousData,
  });
}

export const useOutgoingList = (listPath: OutgoingListPath, query: MailListParams) =>
  useQuery(getOutgoingListQueryOptions(listPath, query));
