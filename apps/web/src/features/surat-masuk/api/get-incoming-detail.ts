import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Which list the detail was opened from: the path of its detail call follows it. */
export type IncomingKind = "non-sekretariat" | "sekretariat" | "terkirim";

const detailPath = (kind: IncomingKind, id: string) =>
  kind === "non-sekretariat" ? `/egs/mail/${id}` : `/egs/mail-sekretariat/${id}`;

/** GET egs/mail/{id} or egs/mail-sekretariat/{id}: the letter (opening it marks it read). */
export const getIncomingDetailQueryOptions = (kind: IncomingKind, id: string) =>
  queryOptions({
    queryKey: ["surat-masuk", "detail", id, kind],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: OutgoingMailDetail }>(detailPath(kind, id), { signal })).items,
    retry: false,
  });

export const useIncomingDetail = (kind: IncomingKind, id: string) =>
  useQuery(getIncomingDetailQueryOptions(kind, id));
