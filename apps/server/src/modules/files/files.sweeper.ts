import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storedFile } from "../../db/schema";
import { pgErrorOf } from "../../lib/db-errors";
import { startRounds } from "../../lib/rounds";
import type { FileStorage } from "./files.storage";

const BATCH = 500;

/**
 * Removes what uploads left behind before `olderThan`: uploads no record took (claimFile),
 * and bytes in the storage without any `stored_file` row (an upload whose row was rolled back,
 * a crash between writing and recording). Bytes are kept while any row still names them, and
 * bytes written (or re-uploaded) after `olderThan` are kept, so an upload in flight is safe.
 * A row some record holds without having claimed it (the foreign key refuses the delete) is
 * marked attached instead. Returns how many rows and blobs went.
 */
export async function sweepUploads(
  db: Db,
  storage: FileStorage,
  olderThan: Date,
): Promise<{ rows: number; blobs: number }> {
  let rows = 0;
  const stale = await db
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(and(isNull(storedFile.attachedAt), lt(storedFile.createdAt, olderThan)))
    .limit(BATCH * 10);
  for (const { id } of stale) {
    try {
      const gone = await db
        .delete(storedFile)
        .where(and(eq(storedFile.id, id), isNull(storedFile.attachedAt)))
        .returning({ id: storedFile.id });
      rows += gone.length;
    } catch (error) {
      if (pgErrorOf(error)?.code !== "23503") throw error;
      await db.update(storedFile).set({ attachedAt: new Date() }).where(eq(storedFile.id, id));
    }
  }
  return { rows, blobs: storage.list ? await sweepOrphanBlobs(db, storage, olderThan) : 0 };
}

async function sweepOrphanBlobs(db: Db, storage: FileStorage, olderThan: Date) {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = new Set(
      (
        await db
          .selectDistinct({ sha: storedFile.sha256 })
          .from(storedFile)
          .where(inArray(storedFile.sha256, batch))
      ).map((r) => r.sha),
    );
    for (const key of batch.filter((k) => !known.has(k))) {
      await storage.delete(key);
      removed++;
    }
    batch = [];
  };
  for await (const blob of storage.list?.() ?? []) {
    if (blob.modifiedAt >= olderThan) continue;
    batch.push(blob.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return removed;
}

/**
 * Runs the sweep now and then every `everyMs`, one round at a time, on uploads older than the
 * limit's hours; the returned function stops it (waiting for a round in flight).
 */
export function startUploadSweeper(
  sweep: () => Promise<unknown>,
  onError: (error: Error) => void,
  everyMs = 60 * 60_000,
): () => Promise<void> {
  return startRounds(sweep, { everyMs, onError });
}
