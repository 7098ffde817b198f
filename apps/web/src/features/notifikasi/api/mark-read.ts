import type { NotificationCounters, NotificationReadBody } from "@lontar/contracts/notification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { countersQueryOptions } from "./get-counters";
import { getNotificationsQueryOptions } from "./get-notifications";

/** POST egs/notification/read: a category, one notification, or (empty) all; answers the counters. */
export async function markRead(input: NotificationReadBody) {
  const { items } = await api.post<{ items: NotificationCounters }>(
    "/egs/notification/read",
    input,
  );
  return items;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (counters) => {
      queryClient.setQueryData(countersQueryOptions().queryKey, counters);
      void queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey });
    },
  });
}
