import type { NotificationCounters } from "@lontar/contracts/notification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export const EMPTY_COUNTERS: NotificationCounters = {
  persetujuan_count: 0,
  surat_masuk: 0,
  konsep: 0,
  notifCount: 0,
};

/** GET egs/notification/count: unread counts per category and in all. */
export async function getCounters(signal?: AbortSignal) {
  const { items } = await api.get<{ items: NotificationCounters }>("/egs/notification/count", {
    signal,
  });
  return items;
}

/** The live stream keeps this entry current (setQueryData); it is fetched on first use. */
export const countersQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_ROOTS.counters,
    queryFn: ({ signal }) => getCounters(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCounters(): NotificationCounters {
  return useQuery(countersQueryOptions()).data ?? EMPTY_COUNTERS;
}
