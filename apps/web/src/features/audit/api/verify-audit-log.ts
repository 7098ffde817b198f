import type { AuditVerifyResult } from "@lontar/contracts/audit";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/audit-log/verify: walks the hash chain of the whole log. */
export const verifyAuditLog = () => api.get<AuditVerifyResult>("/egs/audit-log/verify");

/** Run on demand (the walk reads every entry), so a mutation rather than a cached query. */
export function useVerifyAuditLog() {
  return useMutation({ mutationFn: verifyAuditLog });
}
