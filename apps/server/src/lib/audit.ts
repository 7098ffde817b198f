import type { AuditAction, AuditTarget } from "@lontar/contracts/audit";
import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema";
import { requestOrigin } from "./request-context";

export type { AuditAction, AuditTarget } from "@lontar/contracts/audit";

export interface AuditEntryInput {
  action: AuditAction;
  /** Who acted; their username is snapshotted from `users` unless given. */
  userId?: number | null;
  /** The actor's username, or for a failed sign-in the username tried. */
  username?: string | null;
  target?: { type: AuditTarget; id: string | number };
  detail?: Record<string, unknown>;
  /** Default: the address and user agent of the request being handled. */
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Appends an entry to the audit log. Pass the action's transaction, so a rolled-back action
 * leaves no entry. The database chains it (seq, prev_hash, hash, see migration 0010) under a
 * lock held until the transaction ends: write it as the last step of the transaction.
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntryInput): Promise<void> {
  const origin = requestOrigin();
  await db.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    username: entry.username ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target === undefined ? null : String(entry.target.id),
    detail: entry.detail ?? null,
    ip: entry.ip ?? origin?.ip ?? null,
    userAgent: entry.userAgent ?? origin?.userAgent ?? null,
  });
}
