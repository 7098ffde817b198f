import type { AuditListQuery } from "@lontar/contracts/audit";
import { and, count, desc, eq, gt, gte, ilike, like, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { auditLog } from "../../db/schema";
import { dayAfter, dayStart } from "../../lib/jakarta-day";
import { likePattern, offsetOf } from "../../lib/pagination";

/** `term%`: addresses starting with the term. */
const startsWith = (term: string) => likePattern(term).slice(1);

function conditions(q: AuditListQuery): SQL | undefined {
  return and(
    q.start_date ? gte(auditLog.createdAt, sql`${dayStart(q.start_date)}`) : undefined,
    q.end_date ? lt(auditLog.createdAt, sql`${dayAfter(q.end_date)}`) : undefined,
    q.username ? ilike(auditLog.username, likePattern(q.username)) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.target_type ? eq(auditLog.targetType, q.target_type) : undefined,
    q.ip ? like(auditLog.ip, startsWith(q.ip)) : undefined,
  );
}

/** One page of entries matching the filters, newest first, and how many match. */
export async function listEntries(db: DbOrTx, q: AuditListQuery) {
  const where = conditions(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The stored fields of a chain entry as the database prints them (see `canonicalEntry`). */
export interface ChainRow {
  seq: string;
  at: string;
  user_id: string | null;
  username: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  detail: string | null;
  ip: string | null;
  user_agent: string | null;
  prev_hash: string;
  hash: string;
}

/** Up to `limit` chain entries after `afterSeq`, in chain order. */
export async function chainBatch(db: DbOrTx, afterSeq: number, limit: number) {
  const result = await db.execute(sql`
    select seq::text as seq,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      user_id::text as user_id, username, action, target_type, target_id,
      detail::text as detail, ip, user_agent, prev_hash, hash
    from ${auditLog}
    where ${gt(auditLog.seq, afterSeq)}
    order by ${auditLog.seq}
    limit ${limit}`);
  return (result as unknown as { rows: ChainRow[] }).rows;
}
