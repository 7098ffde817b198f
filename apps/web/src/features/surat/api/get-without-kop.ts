import type { EsignDocument } from "@lontar/contracts/esign";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/set-without-kop/{id}: where the letter's PDF without letterhead is read. */
export const getWithoutKopQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.letter, "without-kop", id],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: EsignDocument }>(`/egs/set-without-kop/${id}`, { signal })).items,
  });

export const useWithoutKop = (id: string, enabled: boolean) =>
  useQuery({ ...getWithoutKopQueryOptions(id), enabled });
