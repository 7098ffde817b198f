import type { InitIdResponse } from "@lontar/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/initId: the id a new letter takes, so that uploads can attach before the first save. */
export const initIdQuery = () =>
  queryOptions({
    queryKey: ["surat-keluar-form", "initId"],
    queryFn: ({ signal }) =>
      api.get<{ items: InitIdResponse }>("/egs/initId", { signal }).then((r) => r.items.initId),
    // Every visit of the create screen starts a new letter.
    staleTime: 0,
    gcTime: 0,
  });

export const useInitId = (enabled: boolean) => useQuery({ ...initIdQuery(), enabled });
