import type { PageMeta } from "@lontar/contracts/common";
import type { NotificationItem } from "@lontar/contracts/notification";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface NotificationPage {
  page: number;
  per_page: number;
}

/** GET egs/notification: one page of the user's notifications, newest first. */
export function getNotifications(query: NotificationPage, signal?: AbortSignal) {
  return api.get<{ items: NotificationItem[]; meta: PageMeta }>("/egs/notification", {
    query: { ...query },
    signal,
  });
}

/** Without arguments: the key prefix of every page, for invalidation. */
export function getNotificationsQueryOptions(query?: NotificationPage) {
  return queryOptions({
    queryKey: ["notifikasi", "list", query].filter((part) => part !== undefined),
    queryFn: ({ signal }) => getNotifications(query as NotificationPage, signal),
    placeholderData: keepPreviousData,
  });
}

export const useNotifications = (query: NotificationPage) =>
  useQuery(getNotificationsQueryOptions(query));
