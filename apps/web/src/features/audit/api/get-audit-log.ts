import type { AuditEntry, AuditListQuery } from "@lontar/contracts/audit";
import type { PageMeta } from "@lontar/contracts/common";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/audit-log: one page of the audit log, newest first (administrators). */
export function getAuditLog(params: AuditListQuery, signal?: AbortSignal) {
  return api.get<{ items: AuditEntry[]; meta: PageMeta }>("/egs/audit-log", {
    query: { ...params },
    signal,
  });
}

export function getAuditLogQueryOptions(params: AuditListQuery) {
  return queryOptions({
    queryKey: ["audit", "log", params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditListQuery) {
  return useQuery(getAuditLogQueryOptions(params));
}
