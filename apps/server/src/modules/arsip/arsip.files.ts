import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storedFile } from "../../db/schema";
import { pgErrorOf } from "../../lib/db-errors";
import type { FileStorage } from "../files/files.storage";

/**
 * Forgets an archive item's stored file: its `stored_file` row, and the bytes when no other
 * row still points at the same content (storage is content-addressed: identical uploads share
 * one blob). A row another record still references is kept, and so are its bytes.
 */
export async function releaseFile(db: Db, storage: FileStorage, fileId: string): Promise<void> {
  const [file] = await db.select().from(storedFile).where(eq(storedFile.id, fileId));
  if (!file) return;
  try {
    await db.delete(storedFile).where(eq(storedFile.id, fileId));
  } catch (error) {
    if (pgErrorOf(error)?.code === "23503") return;
    throw error;
  }
  const [same] = await db
    .select({ n: count() })
    .from(storedFile)
    .where(eq(storedFile.sha256, file.sha256));
  if ((same?.n ?? 0) === 0) await storage.delete(file.sha256);
}
