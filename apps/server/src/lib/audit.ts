import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditAction =
  | "login"
  | "login_failed"
  | "logout"
  | "refresh_reuse"
  | "password_changed"
  | "password_reset"
  | "user_created"
  | "user_status_changed"
  | "user_level_changed"
  | "menus_changed"
  | "pegawai_deleted"
  | "signing_key_issued"
  | "letter_signed"
  | "mail_updated";

/** Records who did what (sign-ins, signatures, deletions, permission changes). */
export const writeAudit = (
  db: DbOrTx,
  entry: { userId?: number | null; action: AuditAction; detail?: unknown; ip?: string | null },
) => db.insert(auditLog).values(entry);
