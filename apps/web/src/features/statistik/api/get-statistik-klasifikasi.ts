import type { StatistikKlasifikasiQuery, StatistikMonth } from "@lontar/contracts/statistik";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/statistik/klasifikasi?year[&id|kode][&satuan_kerja_id]: letters per month. */
export const getStatistikKlasifikasi = (query: StatistikKlasifikasiQuery, signal?: AbortSignal) =>
  api.get<{ items: StatistikMonth[] }>("/egs/statistik/klasifikasi", {
    query: { ...query },
    signal,
  });

export const statistikKlasifikasiQuery = (query: StatistikKlasifikasiQuery) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.statistik, "klasifikasi", query],
    queryFn: ({ signal }) => getStatistikKlasifikasi(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStatistikKlasifikasi = (query: StatistikKlasifikasiQuery) =>
  useQuery(statistikKlasifikasiQuery(query));
