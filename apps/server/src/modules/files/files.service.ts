import { Readable } from "node:stream";
import { fileUrl, type StoredFileInfo } from "@lontar/contracts/files";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { ContentGuard } from "./content-guard";
import { canReadFile, type FileRules } from "./files.access";
import { findStoredFile, insertStoredFile, type StoredFileRow } from "./files.repository";
import { safeFileName } from "./files.rules";
import type { FileStorage } from "./files.storage";

export const toFileInfo = (row: StoredFileRow): StoredFileInfo => ({
  _id: row.id,
  file_name: row.fileName,
  file_size: row.size,
  mime: row.mime,
  file_url: fileUrl(row.id),
});

/**
 * Stores an upload: checks its content (PDF, PNG or JPEG) and size while writing it to the
 * storage (identical content is kept once), then records a `stored_file` row for the uploader.
 * @throws VALIDATION_FAILED 422 for another type, 413 above the size limit.
 */
export async function storeUpload(
  db: DbOrTx,
  storage: FileStorage,
  upload: { source: Readable | Buffer; fileName?: string; userId: number },
): Promise<StoredFileInfo> {
  const input = Buffer.isBuffer(upload.source) ? Readable.from([upload.source]) : upload.source;
  const guard = new ContentGuard();
  input.on("error", (error) => guard.destroy(error));
  let sha256: string;
  try {
    sha256 = await storage.put(input.pipe(guard));
  } catch (error) {
    // Stop reading a refused upload rather than draining the rest of it.
    if (!input.destroyed) input.destroy();
    throw error;
  }
  const row = await insertStoredFile(db, {
    id: newId(),
    sha256,
    size: guard.size,
    mime: guard.mime ?? "application/octet-stream",
    fileName: safeFileName(upload.fileName),
    createdBy: upload.userId,
  });
  return toFileInfo(row);
}

/**
 * Opens a stored file for a user allowed to see the record that owns it. The content is read
 * only when `open` is called, so an answer that needs no body (304) reads nothing.
 * @throws NOT_FOUND 404 when the file does not exist or the user may not read it (also from
 * `open`, when its content is gone from the storage).
 */
export async function openFile(
  db: DbOrTx,
  storage: FileStorage,
  auth: AuthUser,
  id: string,
  rules: FileRules,
): Promise<{ file: StoredFileRow; open: () => Promise<Readable> }> {
  const file = await findStoredFile(db, id);
  if (!file || !(await canReadFile(db, auth, file, rules))) throw notFound("File tidak ditemukan");
  const open = async () => {
    try {
      return await storage.get(file.sha256);
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") throw notFound("File tidak ditemukan");
      throw error;
    }
  };
  return { file, open };
}
