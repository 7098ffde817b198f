import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/mail/{id}: the saved letter, loaded into the edit screen. */
export const letterQuery = (id: string) =>
  queryOptions({
    queryKey: ["surat-keluar-form", "letter", id],
    queryFn: ({ signal }) =>
      api
        .get<{ items: OutgoingMailDetail }>(`/egs/mail/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.items),
    staleTime: 0,
  });

export const useLetter = (id: string | undefined) =>
  useQuery({ ...letterQuery(id ?? ""), enabled: Boolean(id) });
