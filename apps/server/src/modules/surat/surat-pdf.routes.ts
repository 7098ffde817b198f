import multipart from "@fastify/multipart";
import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { esignDocument, softcopyMeta, softcopyUpload } from "@lontar/contracts/esign";
import { fileUrl, MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound, validationFailed } from "../../lib/app-error";
import { currentUser } from "../../plugins/auth";
import { browserHoldsSince, etagOf, notModified, privateFile } from "../../plugins/cache-policy";
import { publicBaseUrl } from "../esign/esign.plugin";
import { fileTooLarge } from "../files/content-guard";
import { filePart } from "../files/file-part";
import { inlineDisposition } from "../files/files.rules";
import { storeUpload } from "../files/files.service";
import { scheduleIcs } from "./jadwal-ics";
import { letterPdfSource, sampleLetterPdf, withoutKopDocument } from "./pdf/surat-pdf";
import { archiveCopyPdf } from "./salinan-arsip";
import { softcopySpecimens } from "./softcopy-meta";
import { visibleLetter } from "./surat.access";
import { letterId, letterParams } from "./surat.params";

const tags = ["surat"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };
const PDF_ONLY = "File surat harus berupa PDF";

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });

  app.get(
    "/egs/mail/:id/pdf",
    {
      schema: {
        tags,
        security,
        summary: "PDF surat (yang ditandatangani bila sudah; konsep bila belum)",
        params: letterParams,
        querystring: z.object({ no_kop: z.enum(["0", "1"]).optional() }),
        response: { 304: notModified, ...errors },
      },
    },
    async (request, reply) => {
      const letter = await visibleLetter(app.db, currentUser(request), letterId(request.params.id));
      const source = await letterPdfSource(app.db, app.fileStorage, letter, {
        noKop: request.query.no_kop === "1",
        baseUrl: publicBaseUrl(app, request),
      });
      const name = `${(letter.noSurat ?? letter.perihal) || "surat"}.pdf`.replace(/[/\\]/g, "-");
      // A signed letter (or an upload, a scan) never changes under its hash: the browser keeps it
      // privately and asks each time, after the access check above; a 304 sends no bytes.
      const { stored } = source;
      const etag = stored ? etagOf(stored.sha256) : "";
      if (stored && browserHoldsSince(request, etag, stored.storedAt))
        return privateFile(reply, etag, stored.storedAt).code(304).send(null);
      const pdf = await source.read();
      if (stored) privateFile(reply, etag, stored.storedAt);
      // A rendering (a draft changes) has no validator to revalidate against: never kept.
      else reply.header("cache-control", "private, no-store");
      return reply
        .type("application/pdf")
        .header("content-disposition", inlineDisposition(name))
        .send(pdf as never); // bytes, not JSON
    },
  );

  app.get(
    "/egs/mail/:id/pdf-arsip",
    {
      schema: {
        tags,
        security,
        summary:
          "Salinan arsip surat keluar dengan paraf pemeriksa (pembuat, pemeriksa, sekretariat unit)",
        params: letterParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { pdf, letter } = await archiveCopyPdf(
        app.db,
        app.fileStorage,
        currentUser(request),
        letterId(request.params.id),
        publicBaseUrl(app, request),
      );
      const name = `salinan-arsip-${(letter.noSurat ?? letter.perihal) || "surat"}.pdf`.replace(
        /[/\\]/g,
        "-",
      );
      // Rendered from the paraf as they stand now: never kept by the browser.
      return reply
        .type("application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", inlineDisposition(name))
        .send(pdf as never); // bytes, not JSON
    },
  );

  app.get(
    "/egs/mail/:id/jadwal.ics",
    {
      schema: {
        tags,
        security,
        summary: "Jadwal surat sebagai berkas iCalendar (Tambah ke Kalender)",
        params: letterParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const letter = await visibleLetter(app.db, currentUser(request), letterId(request.params.id));
      if (!letter.infoJadwal) throw notFound("Surat ini tidak memiliki jadwal");
      const ics = scheduleIcs({
        uid: letter.id,
        perihal: letter.perihal,
        link: `${publicBaseUrl(app, request)}/surat-masuk/daftar-surat/${
          letter.kategoriSurat === "external"
            ? "detail-sekretariat/sekretariat"
            : "detail-non-sekretariat/non-sekretariat"
        }/${letter.id}`,
        schedule: letter.infoJadwal,
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="jadwal-surat.ics"')
        .send(ics as never); // a calendar file, not JSON
    },
  );

  app.get(
    "/egs/set-without-kop/:id",
    {
      schema: {
        tags,
        security,
        summary: "Dokumen surat tanpa kop (tombol kop surat di detail)",
        params: letterParams,
        response: { 200: itemsEnvelope(esignDocument), ...errors },
      },
    },
    async (request) => {
      const letter = await visibleLetter(app.db, currentUser(request), letterId(request.params.id));
      return { items: await withoutKopDocument(app.db, letter) };
    },
  );

  app.post(
    "/egs/mail/pdf",
    {
      schema: {
        tags,
        security,
        summary: "Unggah surat softcopy (multipart `file`: PDF, maksimal 100 MB)",
        consumes: ["multipart/form-data"],
        response: { 200: itemsEnvelope(softcopyUpload), 413: errorBody, ...errors },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const part = await filePart(request);
      const items = await app.db.transaction(async (tx) => {
        const file = await storeUpload(tx, app.fileStorage, {
          source: part.file,
          fileName: part.filename,
          userId: auth.userId,
          purpose: "softcopy",
          limits: app.uploadLimits,
        });
        if (part.file.truncated) throw fileTooLarge();
        if (file.mime !== "application/pdf") throw validationFailed({ file: [PDF_ONLY] });
        return { originalFile: file._id, url: fileUrl(file._id), name: file.file_name };
      });
      return { items };
    },
  );

  app.get(
    "/egs/mail/pdf/meta/:initId",
    {
      schema: {
        tags,
        security,
        summary: "Spesimen tanda tangan penandatangan surat softcopy (list_ttd)",
        params: z.object({ initId: z.string() }),
        response: { 200: itemsEnvelope(softcopyMeta), ...errors },
      },
    },
    async (request) => ({
      items: {
        list_ttd: await softcopySpecimens(app.db, currentUser(request), request.params.initId),
      },
    }),
  );

  app.get(
    "/egs/public/sample-letter",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: { tags, summary: "Contoh surat yang dirender modul PDF (/test-view-pdf)" },
    },
    async (_request, reply) =>
      reply
        .type("application/pdf")
        .header("content-disposition", inlineDisposition("contoh-surat.pdf"))
        .send(await sampleLetterPdf()),
  );
};

export default routes;
