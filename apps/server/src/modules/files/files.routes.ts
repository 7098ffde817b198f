import multipart from "@fastify/multipart";
import { dataEnvelope, errorBody } from "@lontar/contracts/common";
import { MAX_UPLOAD_BYTES, storedFileInfo, storeFilePurpose } from "@lontar/contracts/files";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error";
import { currentUser } from "../../plugins/auth";
import { browserHolds, etagOf, notModified, privateFile } from "../../plugins/cache-policy";
import { fileTooLarge } from "./content-guard";
import { filePart } from "./file-part";
import { inlineDisposition } from "./files.rules";
import { openFile, storeUpload } from "./files.service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });

  app.post(
    "/api/master/store-file",
    {
      schema: {
        tags: ["files"],
        summary: "Unggah file (multipart, field `file`): PDF, PNG atau JPEG, maksimal 100 MB",
        description:
          "`purpose`: untuk apa file diunggah (`lampiran` bila kosong, `kop-surat`, `surat-ttd`); " +
          "file hanya dapat dilampirkan oleh pengunggahnya, sekali, pada data dengan tujuan itu.",
        consumes: ["multipart/form-data"],
        security: [{ bearer: [] }],
        querystring: z.object({ purpose: storeFilePurpose }),
        response: {
          200: dataEnvelope(storedFileInfo),
          401: errorBody,
          413: errorBody,
          422: errorBody,
          429: errorBody,
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
        purpose: request.query.purpose,
        limits: app.uploadLimits,
      });
      if (part.file.truncated) throw fileTooLarge();
      return { data };
    },
  );

  app.get(
    "/api/files/:id",
    {
      schema: {
        tags: ["files"],
        summary: "Unduh file (hanya bagi yang boleh melihat data pemilik file)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.string() }),
        response: { 304: notModified, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      if (!UUID.test(request.params.id)) throw notFound("File tidak ditemukan");
      const { file, open } = await openFile(
        app.db,
        app.fileStorage,
        currentUser(request),
        request.params.id.toLowerCase(),
        app.fileRules,
      );
      const etag = etagOf(file.sha256);
      if (browserHolds(request, etag)) return privateFile(reply, etag).code(304).send(null);
      const stream = await open();
      return privateFile(reply, etag)
        .type(file.mime)
        .header("content-length", file.size)
        .header("content-disposition", inlineDisposition(file.fileName))
        .send(stream as never); // bytes, not a JSON answer: no response schema applies
    },
  );
};
export default routes;
