import type { BerkasDetail } from "@lontar/contracts/berkas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BERKAS_QUERY_KEY } from "./get-berkas-list";

/** GET egs/berkas/{id}: the berkas with its records in order (`isi`). */
export const berkasDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...BERKAS_QUERY_KEY, "detail", id],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: BerkasDetail }>(`/egs/berkas/${id}`, { signal })).items,
  });

export const useBerkasDetail = (id: string) => useQuery(berkasDetailQuery(id));
