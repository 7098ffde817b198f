import type { ActivityItem } from "@lontar/contracts/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/activity: the user's own actions of the latest days, newest first. */
export const getActivity = (signal?: AbortSignal) =>
  api.get<{ items: ActivityItem[] }>("/egs/activity", { signal });

export const activityQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.dashboard, "activity"],
    queryFn: ({ signal }) => getActivity(signal),
  });

export const useActivity = () => useQuery(activityQuery());
