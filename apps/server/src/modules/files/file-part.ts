import type { MultipartFile } from "@fastify/multipart";
import { FILE_REQUIRED_MESSAGE, MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import type { FastifyRequest } from "fastify";
import { AppError, validationFailed } from "../../lib/app-error";
import { fileTooLarge } from "./content-guard";

/** The one `file` part of a multipart upload; anything else is a 422 on `file`. */
export async function filePart(
  request: FastifyRequest,
  maxBytes: number = MAX_UPLOAD_BYTES,
): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    // One byte over the limit lets the content guard see, and refuse, an oversized file.
    part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge();
    throw validationFailed({ file: [FILE_REQUIRED_MESSAGE] });
  }
  if (part?.fieldname !== "file") {
    part?.file.resume();
    throw validationFailed({ file: [FILE_REQUIRED_MESSAGE] });
  }
  refuseTruncated(part);
  return part;
}

/**
 * A form cut off inside its file part (no closing boundary) hands the part over with its
 * stream already destroyed, without an error or an end: reading it would wait forever.
 */
export function refuseTruncated(part: MultipartFile, message = FILE_REQUIRED_MESSAGE): void {
  if (part.file.destroyed && !part.file.readableEnded) throw validationFailed({ file: [message] });
}

/**
 * The answer to an error met while reading a multipart form: a part over the limit is 413; a
 * form the parser cannot read (busboy's "Unexpected end of form", "Malformed part header": plain
 * errors without a code) or one the plugin refuses (4xx) is 422 on `file`. Errors of our own, of
 * the database or of the disk (they carry a code) pass through unchanged.
 */
export function multipartFailure(error: unknown, message = FILE_REQUIRED_MESSAGE): unknown {
  if (error instanceof AppError) return error;
  const { statusCode, code } = error as { statusCode?: number; code?: unknown };
  if (statusCode === 413) return fileTooLarge();
  if (
    (statusCode !== undefined && statusCode < 500) ||
    (error instanceof Error && code === undefined)
  )
    return validationFailed({ file: [message] });
  return error;
}
