import type { UserAccess } from "@lontar/contracts/pengguna";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/master/menu/{nip}: a user's level, status and menu ids. */
export const getUserAccessQueryOptions = (nip: string) =>
  queryOptions({
    queryKey: ["pengguna", "access", nip],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: UserAccess }>(`/egs/master/menu/${nip}`, { signal })).items,
  });

export const useUserAccess = (nip: string | null) =>
  useQuery({ ...getUserAccessQueryOptions(nip ?? ""), enabled: nip !== null });
