import { createHash } from "node:crypto";
import type { AuditVerifyResult } from "@lontar/contracts/audit";
import type { DbOrTx } from "../../db/client";
import { type ChainRow, chainBatch } from "./audit.repository";

/** The `prev_hash` of the first entry. */
export const GENESIS_HASH = "0".repeat(64);

/**
 * The canonical text of an entry: its fields as a JSON array of strings (or null), written the
 * way PostgreSQL's `json_build_array(...)::text` writes it, so the migration's `audit_log_hash`
 * and this walk agree byte for byte.
 */
export const canonicalEntry = (fields: (string | null)[]) =>
  `[${fields.map((v) => (v === null ? "null" : JSON.stringify(v))).join(", ")}]`;

/** SHA-256 (hex) of an entry's canonical text. */
export const entryHash = (row: Omit<ChainRow, "hash">) =>
  createHash("sha256")
    .update(
      canonicalEntry([
        row.seq,
        row.at,
        row.user_id,
        row.username,
        row.action,
        row.target_type,
        row.target_id,
        row.detail,
        row.ip,
        row.user_agent,
        row.prev_hash,
      ]),
      "utf8",
    )
    .digest("hex");

/** Whether an entry follows the one before it (its seq and prev_hash) and hashes to its hash. */
export function entryFits(row: ChainRow, prev: { seq: number; hash: string }): boolean {
  return (
    Number(row.seq) === prev.seq + 1 && row.prev_hash === prev.hash && entryHash(row) === row.hash
  );
}

/**
 * Walks the audit chain from its first entry, `batchSize` rows at a time, and stops at the
 * first entry whose seq, link or hash does not fit (an edited, removed or inserted entry).
 */
export async function verifyAuditChain(db: DbOrTx, batchSize = 1000): Promise<AuditVerifyResult> {
  let prev = { seq: 0, hash: GENESIS_HASH };
  let checked = 0;
  for (;;) {
    const rows = await chainBatch(db, prev.seq, batchSize);
    for (const row of rows) {
      if (!entryFits(row, prev)) return { ok: false, checked, brokenAt: Number(row.seq) };
      checked += 1;
      prev = { seq: Number(row.seq), hash: row.hash };
    }
    if (rows.length < batchSize) return { ok: true, checked, brokenAt: null };
  }
}
