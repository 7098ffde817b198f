import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/list-aksi: the disposition instruction texts. */
export const getListAksiQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.incoming, "list-aksi"],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: string[] }>("/egs/list-aksi", { signal })).items,
    staleTime: 60 * 60_000,
  });

export const useListAksi = () => useQuery(getListAksiQueryOptions());
