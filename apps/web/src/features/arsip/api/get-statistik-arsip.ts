import type { StatistikArsip } from "@lontar/contracts/arsip";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/statistik/arsip?tahun&jenis_arsip_id: items.datas, twelve months. */
export const statistikArsipQuery = (params: { tahun: number; jenis_arsip_id?: number }) =>
  queryOptions({
    queryKey: ["arsip", "statistik", params],
    queryFn: ({ signal }) =>
      api.get<{ items: StatistikArsip }>("/egs/statistik/arsip", { query: params, signal }),
  });

export const useStatistikArsip = (params: { tahun: number; jenis_arsip_id?: number }) =>
  useQuery(statistikArsipQuery(params));
