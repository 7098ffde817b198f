import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface NumberCheckParams {
  nomor: number;
  kd_klasifikasi?: string;
  tipe_surat?: string;
  id?: string;
}

/** GET egs/check-available-no-surat: is this manual running number still free? */
export const numberCheckQuery = (params: NumberCheckParams) =>
  queryOptions({
    queryKey: ["surat-keluar-form", "check-number", params],
    queryFn: ({ signal }) =>
      api
        .get<{ items: { available: boolean; no_surat: string } }>("/egs/check-available-no-surat", {
          query: { ...params },
          signal,
        })
        .then((r) => r.items),
    staleTime: 0,
  });

export const useNumberCheck = (params: NumberCheckParams | null) =>
  useQuery({
    ...numberCheckQuery(params ?? { nomor: 0 }),
    enabled: params !== null && params.nomor > 0,
  });
