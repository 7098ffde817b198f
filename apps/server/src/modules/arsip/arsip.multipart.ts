import { MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fileTooLarge } from "../files/content-guard";
import { multipartFailure, refuseTruncated } from "../files/file-part";
import { storeUpload } from "../files/files.service";
import { releaseFile } from "./arsip.files";
import type { ArsipForm } from "./arsip.service";

/**
 * Reads the archive form: multipart text fields and one `file` part, stored while it streams
 * in (checked by content, 422/413 when refused). A JSON body is taken as fields without a file.
 * A stored file is released again when reading the rest of the form fails.
 */
export async function readArsipForm(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<ArsipForm> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown> };
  const form: ArsipForm = { fields: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 },
    })) {
      if (part.type === "field") {
        form.fields[part.fieldname] = part.value;
      } else if (part.fieldname !== "file" || form.file || !part.filename) {
        part.file.resume();
      } else {
        refuseTruncated(part);
        form.file = await storeUpload(app.db, app.fileStorage, {
          source: part.file,
          fileName: part.filename,
          userId,
          purpose: "arsip",
          // The archive service links it or releases it (releaseFile) in this request.
          attached: true,
        });
        if (part.file.truncated) throw fileTooLarge();
      }
    }
  } catch (error) {
    if (form.file) await releaseFile(app.db, app.fileStorage, form.file._id);
    throw multipartFailure(error);
  }
  return form;
}
