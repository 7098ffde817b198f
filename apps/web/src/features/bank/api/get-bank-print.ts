import {
  BANK_PATHS,
  type BankFilter,
  type BankKind,
  type BankPrintView,
} from "@lontar/contracts/bank";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/master/{bank}/export: the print view's header and every row of the filter. */
export const getBankPrintQueryOptions = (kind: BankKind, filter: BankFilter) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.bank, kind, "print", filter],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: BankPrintView }>(`/egs/${BANK_PATHS[kind]}/export`, {
          query: { ...filter },
          signal,
        })
      ).items,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useBankPrint = (kind: BankKind, filter: BankFilter) =>
  useQuery(getBankPrintQueryOptions(kind, filter));
