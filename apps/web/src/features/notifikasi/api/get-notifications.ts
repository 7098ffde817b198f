import type { PageMeta } from "@lontar/contracts/common";
import type { NotificationItem, NotificationListQuery } from "@lontar/contracts/notification";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/notification: one page of the user's notifications, newest first. */
export function getNotifications(query: NotificationListQuery, signal?: AbortSignal) {
  return api.get<{ items: NotificationItem[]; meta: PageMeta }>("/egs/notification", {
    query: { ...query },
    signal,
  });
}

/** Without arguments: the key prefix of every page, for invalidation. */
export function getNotificationsQueryOptions(query?: NotificationListQuery) {
  return queryOptions({
    queryKey: ["notifikasi", "list", query].filter((part) => part !== undefined),
    queryFn: ({ signal }) => getNotifications(query as NotificationListQuery, signal),
    placeholderData: keepPreviousData,
  });
}

export const useNotifications = (query: NotificationListQuery) =>
  useQuery(getNotificationsQueryOptions(query));
