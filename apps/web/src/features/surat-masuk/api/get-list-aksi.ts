import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/list-aksi: the disposition instruction texts. */
export const getListAksiQueryOptions = () =>
  queryOptions({
    queryKey: ["surat-masuk", "list-aksi"],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: string[] }>("/egs/list-aksi", { signal })).items,
    staleTime: 60 * 60_000,
  });

export const useListAksi = () => useQuery(getListAksiQueryOptions());
