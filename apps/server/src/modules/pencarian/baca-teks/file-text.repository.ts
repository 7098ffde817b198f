import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { storedFile } from "../../../db/schema/master";
import { fileText } from "../../../db/schema/pencarian";
import { statusAfterError } from "./baca-teks.rules";

/**
 * A file this worker holds: `attempts` as its claim set it is the worker's token, so a worker
 * whose row was taken over (it looked dead) changes nothing any more.
 */
export interface ClaimedFile {
  fileId: string;
  attempts: number;
  /** Pages already in `teks`: the reading goes on from the next one. */
  pagesDone: number;
  sha256: string;
  mime: string;
}

/** `now() - ms`, on the database's clock (shared by every instance). */
const ago = (ms: number): SQL => sql`now() - (${Math.round(ms)}::int * interval '1 millisecond')`;

/** The row is still this worker's: same claim, not taken over since. */
const owned = (file: ClaimedFile) =>
  and(eq(fileText.fileId, file.fileId), eq(fileText.attempts, file.attempts));

/**
 * Takes the oldest file waiting (a failed one only after `retryAfterMs`), or one 'proses' whose
 * worker has shown no page for `staleAfterMs` (it died): marks it 'proses' and counts the
 * attempt. SKIP LOCKED lets instances on one PostgreSQL take different files at once.
 */
export async function claimNextFile(
  db: DbOrTx,
  options: { staleAfterMs: number; retryAfterMs: number },
): Promise<ClaimedFile | null> {
  const next = db
    .select({ id: fileText.fileId })
    .from(fileText)
    .where(
      and(
        // The words of the queue index's predicate, so the planner uses it.
        sql`${fileText.status} in ('antri', 'proses')`,
        or(
          and(
            eq(fileText.status, "antri"),
            or(isNull(fileText.error), lt(fileText.startedAt, ago(options.retryAfterMs))),
          ),
          and(eq(fileText.status, "proses"), lt(fileText.startedAt, ago(options.staleAfterMs))),
        ),
      ),
    )
    .orderBy(asc(fileText.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(fileText)
    .set({ status: "proses", startedAt: sql`now()`, attempts: sql`${fileText.attempts} + 1` })
    .where(inArray(fileText.fileId, next))
    .returning({
      fileId: fileText.fileId,
      attempts: fileText.attempts,
      pagesDone: fileText.halamanSelesai,
    });
  if (!claimed) return null;
  const [file] = await db
    .select({ sha256: storedFile.sha256, mime: storedFile.mime })
    .from(storedFile)
    .where(eq(storedFile.id, claimed.fileId));
  // The file row and its queue row go together (cascade); a file deleted just now is no more.
  if (!file) return null;
  return { ...claimed, ...file };
}

/**
 * Adds page `page` (its text may be empty) to the file's text and stamps the worker as alive,
 * in one statement: a crash leaves either the page in and counted or neither. Answers false
 * when the row is no longer this worker's or the page is not the next one (never added twice).
 */
export async function savePage(
  db: DbOrTx,
  file: ClaimedFile,
  page: { number: number; text: string; ocr: boolean; total: number },
): Promise<boolean> {
  const text = page.text;
  const saved = await db
    .update(fileText)
    .set({
      teks: sql`case when ${text} = '' then ${fileText.teks}
        when ${fileText.teks} = '' then ${text}
        else ${fileText.teks} || ${"\n\n"} || ${text} end`,
      halamanSelesai: page.number,
      halamanTotal: page.total,
      halamanOcr: sql`${fileText.halamanOcr} + ${page.ocr ? 1 : 0}`,
      startedAt: sql`now()`,
    })
    .where(
      and(owned(file), eq(fileText.status, "proses"), eq(fileText.halamanSelesai, page.number - 1)),
    )
    .returning({ fileId: fileText.fileId });
  return saved.length === 1;
}

/** Every page is in: the file's text is complete. */
export async function finishFile(db: DbOrTx, file: ClaimedFile, total: number): Promise<void> {
  await db
    .update(fileText)
    .set({ status: "selesai", halamanTotal: total, error: null, finishedAt: sql`now()` })
    .where(and(owned(file), eq(fileText.status, "proses")));
}

/** An attempt failed: the error is kept, and the file waits again or is given up. */
export async function failFile(db: DbOrTx, file: ClaimedFile, error: string): Promise<void> {
  const status = statusAfterError(file.attempts);
  await db
    .update(fileText)
    .set({ status, error, finishedAt: status === "gagal" ? sql`now()` : null })
    .where(and(owned(file), eq(fileText.status, "proses")));
}

/**
 * The server is stopping between two pages: the file waits again at once (not after the
 * stale delay), and the attempt is not counted, since nothing failed.
 */
export async function releaseFile(db: DbOrTx, file: ClaimedFile): Promise<void> {
  await db
    .update(fileText)
    .set({ status: "antri", attempts: sql`${fileText.attempts} - 1` })
    .where(and(owned(file), eq(fileText.status, "proses")));
}
