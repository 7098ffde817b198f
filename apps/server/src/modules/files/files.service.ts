import { Readable } from "node:stream";
import {
  FILE_PDF_ACTIVE_MESSAGE,
  FILE_PDF_INVALID_MESSAGE,
  type FilePurpose,
  fileUrl,
  type StoredFileInfo,
} from "@lontar/contracts/files";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { storedFile } from "../../db/schema";
import { notFound, validationFailed } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { readAll } from "../../lib/read-all";
import { ContentGuard } from "./content-guard";
import { canReadFile, type FileRules } from "./files.access";
import { findStoredFile, insertStoredFile, type StoredFileRow } from "./files.repository";
import { nameForType, safeFileName } from "./files.rules";
import type { FileStorage } from "./files.storage";
import { inspectPdf } from "./pdf-check";
import { type UploadLimits, uploadRefusal, uploadUsage } from "./upload-limits";

export const toFileInfo = (row: StoredFileRow): StoredFileInfo => ({
  _id: row.id,
  file_name: row.fileName,
  file_size: row.size,
  mime: row.mime,
  file_url: fileUrl(row.id),
});

/**
 * Stores an upload: checks its content (PDF, PNG or JPEG) and size while writing it to the
 * storage (identical content is kept once), parses a PDF (refusing a broken one, or one with
 * JavaScript or automatic actions), then records a `stored_file` row for the uploader. With
 * `limits`, the uploader's rate and unattached quota are checked before and after.
 * @throws VALIDATION_FAILED 422 for another type or a refused PDF, 413 above the size limit or
 *   the quota; RATE_LIMITED 429 above the rate.
 */
export async function storeUpload(
  db: DbOrTx,
  storage: FileStorage,
  upload: {
    source: Readable | Buffer;
    fileName?: string;
    userId: number;
    /** What the upload is for: only a record of that purpose takes it (claimFile). */
    purpose: FilePurpose;
    /** Stored for a record in the same request (no claim follows): never swept. */
    attached?: boolean;
    /** The uploader's rate and quota; none for files the server makes itself. */
    limits?: UploadLimits;
  },
): Promise<StoredFileInfo> {
  const input = Buffer.isBuffer(upload.source) ? Readable.from([upload.source]) : upload.source;
  const { limits } = upload;
  const refusal = limits && uploadRefusal(await uploadUsage(db, upload.userId), 0, limits);
  if (refusal) {
    input.destroy();
    throw refusal;
  }
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
  const mime = guard.mime ?? "application/octet-stream";
  const refused =
    (mime === "application/pdf" ? await pdfRefusal(storage, sha256) : null) ??
    (limits ? uploadRefusal(await uploadUsage(db, upload.userId), guard.size, limits) : null);
  if (refused) {
    await forgetBytes(db, storage, sha256);
    throw refused;
  }
  const row = await insertStoredFile(db, {
    id: newId(),
    sha256,
    size: guard.size,
    mime,
    fileName: guard.mime
      ? nameForType(safeFileName(upload.fileName), guard.mime)
      : safeFileName(upload.fileName),
    createdBy: upload.userId,
    purpose: upload.purpose,
    attachedAt: upload.attached ? new Date() : null,
  });
  return toFileInfo(row);
}

async function pdfRefusal(storage: FileStorage, sha256: string) {
  const verdict = await inspectPdf(await readAll(await storage.get(sha256)));
  if (verdict === "invalid") return validationFailed({ file: [FILE_PDF_INVALID_MESSAGE] });
  if (verdict === "active") return validationFailed({ file: [FILE_PDF_ACTIVE_MESSAGE] });
  return null;
}

/** Removes refused bytes unless a stored file (an earlier upload of the same bytes) has them. */
async function forgetBytes(db: DbOrTx, storage: FileStorage, sha256: string) {
  const [kept] = await db
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(eq(storedFile.sha256, sha256))
    .limit(1);
  if (!kept) await storage.delete(sha256);
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
