import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditAction =
  | "login"
  | "login_failed"
  | "logout"
  | "refresh_reuse"
  | "password_changed";

/** Records who did what (sign-ins, signatures, deletions, permission changes). */
export const writeAudit = (
  db: DbOrTx,
  entry: { userId?: number | null; action: AuditAction; detail?: unknown; ip?: string | null },
) => db.insert(auditLog).values(entry);
