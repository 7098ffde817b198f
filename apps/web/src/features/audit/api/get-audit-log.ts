import type { AuditEntry } from "@lontar/contracts/audit";
import type { PageMeta } from "@lontar/contracts/common";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The list call's query (see `auditListQuery`); unset filters are left out. */
export interface AuditLogParams {
  page: number;
  per_page: number;
  start_date?: string;
  end_date?: string;
  username?: string;
  action?: string;
  target_type?: string;
  ip?: string;
}

/** GET /egs/audit-log: one page of the audit log, newest first (administrators). */
export function getAuditLog(params: AuditLogParams, signal?: AbortSignal) {
  return api.get<{ items: AuditEntry[]; meta: PageMeta }>("/egs/audit-log", {
    query: { ...params },
    signal,
  });
}

export function getAuditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: ["audit", "log", params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery(getAuditLogQueryOptions(params));
}
