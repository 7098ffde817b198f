import type { MultipartFile } from "@fastify/multipart";
import { FILE_REQUIRED_MESSAGE, MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import type { FastifyRequest } from "fastify";
import { validationFailed } from "../../lib/app-error";
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
  return part;
}
