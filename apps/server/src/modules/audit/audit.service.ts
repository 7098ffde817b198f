import type { AuditEntry, AuditListQuery } from "@lontar/contracts/audit";
import type { DbOrTx } from "../../db/client";
import { pageMeta } from "../../lib/pagination";
import * as repo from "./audit.repository";

export { verifyAuditChain } from "./audit-chain";

type Row = Awaited<ReturnType<typeof repo.listEntries>>["rows"][number];

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  seq: row.seq,
  created_at: row.createdAt.toISOString(),
  user_id: row.userId,
  username: row.username,
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  detail: row.detail,
  ip: row.ip,
  user_agent: row.userAgent,
});

/** Log Audit: one page of entries matching the filters, newest first. */
export async function listAuditLog(db: DbOrTx, query: AuditListQuery) {
  const { rows, total } = await repo.listEntries(db, query);
  return { items: rows.map(toEntry), meta: pageMeta(query, total, rows.length) };
}
