import type { PageMeta } from "@lontar/contracts/common";
import type { InboxItem } from "@lontar/contracts/incoming";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The two inbox tabs and the list each reads. */
export const INBOX_TABS = {
  masuk: { path: "/egs/mail", label: "Surat Masuk" },
  sekretariat: { path: "/egs/mail-sekretariat", label: "Surat Masuk Sekretariat" },
} as const;
export type InboxTab = keyof typeof INBOX_TABS;

export interface InboxParams {
  start_date?: string;
  end_date?: string;
  q?: string;
  page?: number;
  per_page?: number;
  satuan_kerja_id?: number;
}

/** GET egs/mail or egs/mail-sekretariat: one page of the incoming inbox. */
export function getInbox(tab: InboxTab, query: InboxParams, signal?: AbortSignal) {
  return api.get<{ items: InboxItem[]; meta: PageMeta }>(INBOX_TABS[tab].path, {
    query: { ...query },
    signal,
  });
}

/** Without arguments: the key prefix of both tabs, for invalidation. */
export function getInboxQueryOptions(tab?: InboxTab, query?: InboxParams) {
  return queryOptions({
    queryKey: ["surat-masuk", "inbox", tab, query].filter((part) => part !== undefined),
    queryFn: ({ signal }) => getInbox(tab as InboxTab, query ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export const useInbox = (tab: InboxTab, query: InboxParams) =>
  useQuery(getInboxQueryOptions(tab, query));
