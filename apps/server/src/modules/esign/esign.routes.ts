import multipart from "@fastify/multipart";
import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import {
  esignLogItem,
  esignStatus,
  setPassphraseRequest,
  specimenItem,
  verificationResult,
} from "@lontar/contracts/esign";
import { MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound, validationFailed } from "../../lib/app-error";
import { pageQuery } from "../../lib/pagination";
import { readAll } from "../../lib/read-all";
import { currentUser } from "../../plugins/auth";
import { browserHolds, etagOf, notModified, privateFile } from "../../plugins/cache-policy";
import { fileTooLarge } from "../files/content-guard";
import { filePart } from "../files/file-part";
import {
  esignActivity,
  setPassphrase,
  esignStatus as statusOf,
  unlockForSigning,
} from "./esign.service";
import { addSpecimen, mySpecimens, openSpecimen, removeSpecimen } from "./esign.specimen";
import { verifyStored, verifyUpload } from "./verification.service";

const tags = ["tanda tangan elektronik"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 423: errorBody };
const idParams = z.object({ id: z.uuid({ error: "Tidak ditemukan" }) });

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });

  app.get(
    "/egs/esign/status",
    {
      schema: {
        tags,
        security,
        summary: "Status kunci tanda tangan pengguna",
        response: { 200: itemsEnvelope(esignStatus), ...errors },
      },
    },
    async (request) => ({ items: await statusOf(app.db, currentUser(request).userId) }),
  );

  app.post(
    "/egs/esign/passphrase",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        security,
        summary: "Atur passphrase: pasangan kunci dan sertifikat baru dari CA instansi",
        body: setPassphraseRequest,
        response: { 200: itemsEnvelope(esignStatus), ...errors },
      },
    },
    async (request) => ({
      items: await setPassphrase(
        app.db,
        app.esign.ca,
        currentUser(request),
        request.body,
        request.ip,
      ),
    }),
  );

  app.post(
    "/egs/esign/check-passphrase",
    {
      schema: {
        tags,
        security,
        summary: "Periksa passphrase (salah 5 kali berturut-turut: dikunci 15 menit)",
        body: z.object({ passphrase: z.string() }),
        response: { 200: itemsEnvelope(z.object({ valid: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await unlockForSigning(app.db, app.esign.provider, {
        auth: currentUser(request),
        passphrase: request.body.passphrase,
        ip: request.ip,
        mailId: null,
      });
      return { items: { valid: true as const } };
    },
  );

  app.get(
    "/egs/esign/specimen",
    {
      schema: {
        tags,
        security,
        summary: "Spesimen tanda tangan milik pengguna",
        response: { 200: itemsEnvelope(z.array(specimenItem)), ...errors },
      },
    },
    async (request) => ({ items: await mySpecimens(app.db, [currentUser(request).userId]) }),
  );

  app.post(
    "/egs/esign/specimen",
    {
      schema: {
        tags,
        security,
        summary: "Unggah spesimen tanda tangan (multipart `file`: JPEG atau PNG)",
        consumes: ["multipart/form-data"],
        response: { 200: itemsEnvelope(specimenItem), 413: errorBody, ...errors },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const part = await filePart(request);
      const items = await app.db.transaction((tx) =>
        addSpecimen(tx, app.fileStorage, auth, {
          source: part.file,
          fileName: part.filename,
          limits: app.uploadLimits,
        }),
      );
      return { items };
    },
  );

  app.delete(
    "/egs/esign/specimen/:id",
    {
      schema: {
        tags,
        security,
        summary: "Hapus spesimen tanda tangan",
        params: idParams,
        response: { 200: itemsEnvelope(specimenItem), ...errors },
      },
    },
    async (request) => ({
      items: await removeSpecimen(app.db, currentUser(request), request.params.id),
    }),
  );

  app.get(
    "/egs/esign/specimen/:id/image",
    {
      schema: {
        tags,
        security,
        summary: "Gambar spesimen",
        params: idParams,
        response: { 304: notModified, ...errors },
      },
    },
    async (request, reply) => {
      const { mime, sha256, open } = await openSpecimen(
        app.db,
        app.fileStorage,
        currentUser(request),
        request.params.id,
      );
      const etag = etagOf(sha256);
      if (browserHolds(request, etag)) return privateFile(reply, etag).code(304).send(null);
      const stream = await open();
      return privateFile(reply, etag)
        .type(mime)
        .send(stream as never); // bytes, not JSON
    },
  );

  app.get(
    "/egs/esign-activity",
    {
      onRequest: app.requireLevel(USER_LEVEL.admin, USER_LEVEL.sekretariat),
      schema: {
        tags,
        security,
        summary:
          "Daftar Log: setiap percobaan tanda tangan (administrator: semua; sekretariat: satuan kerjanya)",
        querystring: pageQuery(10),
        response: { 200: pagedItems(esignLogItem), ...errors },
      },
    },
    async (request) => esignActivity(app.db, currentUser(request), request.query),
  );

  // Public verification: the QR code's page and uploaded copies. No login, rate-limited.
  const verifyLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

  app.get(
    "/egs/public/verify/:id",
    {
      config: verifyLimit,
      schema: {
        tags,
        summary: "Verifikasi dokumen bertanda tangan elektronik (publik)",
        params: z.object({ id: z.string() }),
        response: { 200: itemsEnvelope(verificationResult), 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const id = idParams.safeParse(request.params);
      if (!id.success) throw notFound("Dokumen tidak ditemukan");
      return {
        items: await verifyStored(app.db, app.fileStorage, app.esign.ca, id.data.id),
      };
    },
  );

  app.post(
    "/egs/public/verify",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Verifikasi berkas PDF yang diunggah (publik, multipart `file`)",
        consumes: ["multipart/form-data"],
        response: {
          200: itemsEnvelope(verificationResult),
          413: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const part = await filePart(request);
      const pdf = await readAll(part.file);
      if (part.file.truncated) throw fileTooLarge();
      if (!pdf.subarray(0, 5).equals(Buffer.from("%PDF-")))
        throw validationFailed({ file: ["File harus berupa PDF"] });
      return { items: await verifyUpload(app.db, app.esign.ca, pdf) };
    },
  );
};

export default routes;
