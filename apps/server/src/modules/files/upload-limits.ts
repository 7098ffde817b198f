import { FILE_QUOTA_MESSAGE, FILE_RATE_MESSAGE } from "@lontar/contracts/files";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { storedFile } from "../../db/schema";
import { type AppError, payloadTooLarge, rateLimited } from "../../lib/app-error";

/** How much one user may upload (config.ts: UPLOAD_* variables). */
export interface UploadLimits {
  /** Uploads per user in the last hour. */
  perHour: number;
  /** Bytes a user may hold in uploads no record has taken yet. */
  unattachedBytes: number;
  /** Hours an upload may wait for a record before the sweeper removes it. */
  unattachedHours: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perHour: 120,
  unattachedBytes: 500 * 1024 * 1024,
  unattachedHours: 24,
};

export interface UploadUsage {
  /** The user's uploads in the last hour. */
  lastHour: number;
  /** Bytes of the user's uploads not attached to a record. */
  unattachedBytes: number;
}

/**
 * Whether one more upload of `size` bytes (0 before its size is known) stays within the
 * limits: null, or the refusal (429 for the rate, 413 for the quota).
 */
export function uploadRefusal(
  usage: UploadUsage,
  size: number,
  limits: UploadLimits,
): AppError | null {
  if (usage.lastHour >= limits.perHour) return rateLimited(FILE_RATE_MESSAGE);
  const over =
    size === 0
      ? usage.unattachedBytes >= limits.unattachedBytes
      : usage.unattachedBytes + size > limits.unattachedBytes;
  return over ? payloadTooLarge(FILE_QUOTA_MESSAGE, { file: [FILE_QUOTA_MESSAGE] }) : null;
}

/** What a user uploaded in the last hour and still holds unattached. */
export async function uploadUsage(db: DbOrTx, userId: number, now = new Date()) {
  const since = new Date(now.getTime() - 3_600_000);
  const [recent] = await db
    .select({ n: count() })
    .from(storedFile)
    .where(and(eq(storedFile.createdBy, userId), gt(storedFile.createdAt, since)));
  const [held] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFile.size}), 0)` })
    .from(storedFile)
    .where(and(eq(storedFile.createdBy, userId), isNull(storedFile.attachedAt)));
  return { lastHour: recent?.n ?? 0, unattachedBytes: Number(held?.bytes ?? 0) };
}
