import {
  BANK_PATHS,
  type BankKind,
  type BankListParams,
  type BankListResponse,
} from "@lontar/contracts/bank";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/** GET egs/master/bank-mail-{keluar|masuk-internal|masuk}: one page of a bank. */
export const getBankList = (kind: BankKind, query: BankListParams, signal?: AbortSignal) =>
  api.get<BankListResponse>(`/egs/${BANK_PATHS[kind]}`, { query: { ...query }, signal });

export const getBankListQueryOptions = (kind: BankKind, query: BankListParams) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.bank, kind, "list", query],
    queryFn: ({ signal }) => getBankList(kind, query, signal),
    placeholderData: keepPreviousData,
  });

export const useBankList = (kind: BankKind, query: BankListParams) =>
  useQuery(getBankListQueryOptions(kind, query));
