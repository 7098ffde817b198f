import type { PageMeta } from "@lontar/contracts/common";
import type { InboxItem } from "@lontar/contracts/incoming";
import type { MailListParams } from "@lontar/contracts/mail";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** The two inbox tabs and the list each reads. */
export const INBOX_TABS = {
  masuk: { path: "/egs/mail", label: "Surat Masuk" },
  sekretariat: { path: "/egs/mail-sekretariat", label: "Surat Masuk Sekretariat" },
} as const;
export type InboxTab = keyof typeof INBOX_TABS;

/** GET egs/mail or egs/mail-sekretariat: one page of the incoming inbox. */
export function getInbox(tab: InboxTab, query: MailListParams, signal?: AbortSignal) {
  return api.get<{ items: InboxItem[]; meta: PageMeta }>(INBOX_TABS[tab].path, {
    query: { ...query },
    signal,
  });
}

/** Without arguments: the key prefix of both tabs, for invalidation. */
export function getInboxQueryOptions(tab?: InboxTab, query?: MailListParams) {
  return queryOptions({
    queryKey: [...QUERY_ROOTS.incoming, "inbox", tab, query].filter((part) => part !== undefined),
    queryFn: ({ signal }) => getInbox(tab as InboxTab, query as MailListParams, signal),
    placeholderData: keepPreviousData,
  });
}

export const useInbox = (tab: InboxTab, query: MailListParams) =>
  useQuery(getInboxQueryOptions(tab, query));
