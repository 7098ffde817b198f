import type { PageMeta } from "@lontar/contracts/common";
import type { MailListItem, OutgoingListPath } from "@lontar/contracts/mail";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The filters the lists send (a subset of the contract's `mailListQuery`). */
export interface OutgoingListParams {
  start_date?: string;
  end_date?: string;
  q?: string;
  page?: number;
  per_page?: number;
}

/** GET egs/{listPath}: one page of an outgoing workflow list. */
export function getOutgoingList(
  listPath: OutgoingListPath,
  query: OutgoingListParams,
  signal?: AbortSignal,
) {
  return api.get<{ items: MailListItem[]; meta: PageMeta }>(`/egs/${listPath}`, {
    query: { ...query },
    signal,
  });
}

/** Without arguments: the key prefix of every outgoing list, for invalidation. */
export function getOutgoingListQueryOptions(
  listPath?: OutgoingListPath,
  query?: OutgoingListParams,
) {
  return queryOptions({
    queryKey: ["surat-keluar", "list", listPath, query].filter((part) => part !== undefined),
    queryFn: ({ signal }) => getOutgoingList(listPath as OutgoingListPath, query ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export const useOutgoingList = (listPath: OutgoingListPath, query: OutgoingListParams) =>
  useQuery(getOutgoingListQueryOptions(listPath, query));
