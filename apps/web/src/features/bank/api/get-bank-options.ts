import type { MailStatusOption, MailTypeOption } from "@lontar/contracts/options";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/mail-type: the letter types a bank can be filtered by. */
export const bankMailTypesQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.bank, "options", "mail-type"],
    queryFn: ({ signal }) =>
      api.get<{ items: MailTypeOption[] }>("/egs/mail-type", { signal }).then((r) => r.items),
    staleTime: 10 * 60_000,
  });

/** GET egs/mail-status: the statuses; a bank never holds drafts, so that one is not offered. */
export const bankMailStatusesQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.bank, "options", "mail-status"],
    queryFn: ({ signal }) =>
      api
        .get<{ items: MailStatusOption[] }>("/egs/mail-status", { signal })
        .then((r) => r.items.filter((s) => s.name !== "draft")),
    staleTime: 10 * 60_000,
  });

export const useBankMailTypes = (enabled: boolean) =>
  useQuery({ ...bankMailTypesQuery(), enabled });
export const useBankMailStatuses = (enabled: boolean) =>
  useQuery({ ...bankMailStatusesQuery(), enabled });
