import type { NotificationCounters, NotificationKategori } from "@lontar/contracts/notification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { countersQueryOptions } from "./get-counters";
import { getNotificationsQueryOptions } from "./get-notifications";

export type MarkReadInput = { kategori?: NotificationKategori; id?: string };

/** POST egs/notification/read: a category, one notification, or (empty) all; answers the counters. */
export async function markRead(input: MarkReadInput) {
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
