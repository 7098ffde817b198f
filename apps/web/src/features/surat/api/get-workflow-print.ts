import type { InboxPrintView } from "@lontar/contracts/incoming";
import type { MailListFilter, OutgoingPrintView, WorkflowListPath } from "@lontar/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** What a workflow list's print view receives: the header and every row of the filter. */
export type WorkflowPrintData = OutgoingPrintView | InboxPrintView;

/** GET egs/{listPath}/export: the print header and every row of the list under the filter. */
export const getWorkflowPrintQueryOptions = (path: WorkflowListPath, filter: MailListFilter) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.letter, "print", path, filter],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: WorkflowPrintData }>(`/egs/${path}/export`, {
          query: { ...filter },
          signal,
        })
      ).items,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useWorkflowPrint = (path: WorkflowListPath, filter: MailListFilter) =>
  useQuery(getWorkflowPrintQueryOptions(path, filter));
