import type { StatistikCountQuery, StatistikCounts } from "@lontar/contracts/statistik";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/statistik/count?month&year[&satuan_kerja_id]: the five tiles of one month. */
export const getStatistikCount = (query: StatistikCountQuery, signal?: AbortSignal) =>
  api.get<{ items: StatistikCounts }>("/egs/statistik/count", { query: { ...query }, signal });

export const statistikCountQuery = (query: StatistikCountQuery) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.statistik, "count", query],
    queryFn: ({ signal }) => getStatistikCount(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStatistikCount = (query: StatistikCountQuery) =>
  useQuery(statistikCountQuery(query));
