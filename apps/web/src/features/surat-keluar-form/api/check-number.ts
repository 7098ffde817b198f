import type { CheckNumberQuery, CheckNumberResponse } from "@lontar/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/check-available-no-surat: is this manual running number still free? */
export const numberCheckQuery = (params: CheckNumberQuery) =>
  queryOptions({
    queryKey: ["surat-keluar-form", "check-number", params],
    queryFn: ({ signal }) =>
      api
        .get<{ items: CheckNumberResponse }>("/egs/check-available-no-surat", {
          query: { ...params },
          signal,
        })
        .then((r) => r.items),
    staleTime: 0,
  });

export const useNumberCheck = (params: CheckNumberQuery | null) =>
  useQuery({
    ...numberCheckQuery(params ?? { nomor: 0 }),
    enabled: params !== null && params.nomor > 0,
  });
