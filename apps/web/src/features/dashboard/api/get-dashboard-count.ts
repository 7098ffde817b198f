import type { DashboardCounts } from "@lontar/contracts/dashboard";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DateRange } from "../../../components/list-sub-header";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET /egs/dashboard/count?start_date&end_date: the cards' numbers. */
export const getDashboardCount = (range: DateRange, signal?: AbortSignal) =>
  api.get<{ items: DashboardCounts }>("/egs/dashboard/count", { query: { ...range }, signal });

/**
 * Without a range: the key prefix of every range's counts, which the live stream invalidates on
 * each message so that the cards follow, as the bell does.
 */
export const dashboardCountQuery = (range?: DateRange) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.dashboard, "count", range].filter((part) => part !== undefined),
    queryFn: ({ signal }) => getDashboardCount(range as DateRange, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboardCount = (range: DateRange) => useQuery(dashboardCountQuery(range));
