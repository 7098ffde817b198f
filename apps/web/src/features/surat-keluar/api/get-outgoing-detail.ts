import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/mail/{id}: the outgoing letter detail (opening it marks it read). */
export const getOutgoingDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.outgoing, "detail", id],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: OutgoingMailDetail }>(`/egs/mail/${id}`, { signal })).items,
    staleTime: 0,
  });

export const useOutgoingDetail = (id: string) => useQuery(getOutgoingDetailQueryOptions(id));
