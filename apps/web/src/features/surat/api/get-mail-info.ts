import type { MailInfo } from "@lontar/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/mail-info/{id}: whether each recipient and copy received and read the letter. */
export const getMailInfoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.letter, "info", id],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: MailInfo }>(`/egs/mail-info/${id}`, { signal })).items,
    staleTime: 0,
  });

export const useMailInfo = (id: string, enabled: boolean) =>
  useQuery({ ...getMailInfoQueryOptions(id), enabled });
