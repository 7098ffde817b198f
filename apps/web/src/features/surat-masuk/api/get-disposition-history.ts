import type { DispositionHistory } from "@lontar/contracts/incoming";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/mail-disposisi/{id}: Riwayat Tindakan, user and PLT entries. */
export const getDispositionHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.incoming, "riwayat", id],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: DispositionHistory }>(`/egs/mail-disposisi/${id}`, { signal })).items,
  });

export const useDispositionHistory = (id: string) =>
  useQuery(getDispositionHistoryQueryOptions(id));

/** Both lists as one, in time order. */
export const historyEntries = (history: DispositionHistory) =>
  [...history.user, ...history.plt].sort(
    (a, b) => Date.parse(a.action.created_at) - Date.parse(b.action.created_at) || a.id - b.id,
  );
