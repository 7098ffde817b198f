import type { IncomingMailDetail } from "@lontar/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** Which list the detail was opened from: the path of its detail call follows it. */
export type IncomingKind = "non-sekretariat" | "sekretariat" | "terkirim";

const detailPath = (kind: IncomingKind, id: string) =>
  kind === "non-sekretariat" ? `/egs/mail/${id}` : `/egs/mail-sekretariat/${id}`;

/** Key prefix of a letter's detail, whichever list it was opened from. */
export const incomingDetailKey = (id: string) => [...QUERY_ROOTS.incoming, "detail", id] as const;

/** GET egs/mail/{id} or egs/mail-sekretariat/{id}: the letter (opening it marks it read). */
export const getIncomingDetailQueryOptions = (kind: IncomingKind, id: string) =>
  queryOptions({
    queryKey: [...incomingDetailKey(id), kind],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: IncomingMailDetail }>(detailPath(kind, id), { signal })).items,
    retry: false,
  });

export const useIncomingDetail = (kind: IncomingKind, id: string) =>
  useQuery(getIncomingDetailQueryOptions(kind, id));
