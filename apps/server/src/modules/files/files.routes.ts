import type { MultipartFile } from "@fastify/multipart";
import multipart from "@fastify/multipart";
import { dataEnvelope, errorBody } from "@lontar/contracts/common";
import { FILE_REQUIRED_MESSAGE, MAX_UPLOAD_BYTES, storedFileInfo } from "@lontar/contracts/files";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound, validationFailed } from "../../lib/app-error";
import { currentUser } from "../../plugins/auth";
import { fileTooLarge } from "./content-guard";
import { inlineDisposition } from "./files.rules";
import { openFile, storeUpload } from "./files.service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one `file` part of a multipart upload; anything else is a 422 on `file`. */
async function filePart(request: FastifyRequest): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    // One byte over the limit lets the content guard see, and refuse, an oversized file.
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });
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

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });

  app.post(
    "/api/master/store-file",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["files"],
        summary: "Unggah file (multipart, field `file`): PDF, PNG atau JPEG, maksimal 100 MB",
        consumes: ["multipart/form-data"],
        security: [{ bearer: [] }],
        response: {
          200: dataEnvelope(storedFileInfo),
          401: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const part = await filePart(request);
      const data = await storeUpload(app.db, app.fileStorage, {
        source: part.file,
        fileName: part.filename,
        userId: auth.userId,
      });
      if (part.file.truncated) throw fileTooLarge();
      return { data };
    },
  );

  app.get(
    "/api/files/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["files"],
        summary: "Unduh file (hanya bagi yang boleh melihat data pemilik file)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.string() }),
        response: { 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      if (!UUID.test(request.params.id)) throw notFound("File tidak ditemukan");
      const { file, stream } = await openFile(
        app.db,
        app.fileStorage,
        currentUser(request),
        request.params.id.toLowerCase(),
      );
      return reply
        .type(file.mime)
        .header("content-length", file.size)
        .header("content-disposition", inlineDisposition(file.fileName))
        .header("cache-control", "private, max-age=300")
        .send(stream as never); // bytes, not a JSON answer: no response schema applies
    },
  );
};
export default routes;
