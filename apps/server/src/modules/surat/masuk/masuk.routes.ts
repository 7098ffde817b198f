import multipart from "@fastify/multipart";
import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import { storedFileInfo } from "@lontar/contracts/files";
import {
  dispositionHistory,
  dispositionRequest,
  followUpRequest,
  INCOMING_MESSAGES,
  inboxItem,
  updateMailRequest,
} from "@lontar/contracts/incoming";
import { mailListQuery, outgoingMailDetail } from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { validationFailed } from "../../../lib/app-error";
import { readAll } from "../../../lib/read-all";
import { currentUser } from "../../../plugins/auth";
import { fileTooLarge } from "../../files/content-guard";
import { multipartFailure } from "../../files/file-part";
import { detectFileType } from "../../files/files.rules";
import { storeUpload } from "../../files/files.service";
import { outgoingDetail } from "../detail";
import { updateMailNumberOrDate } from "../surat.numbering";
import { letterId, letterParams } from "../surat.params";
import { dispose, history, markDone, withdraw } from "./dispose";
import { inboxList, registeredList } from "./inbox";
import { imagesToPdf } from "./scan-pdf";

const tags = ["surat masuk"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
/** Scanned pages: at most this many, each at most 15 MB. */
const MAX_SCAN_PAGES = 30;
const MAX_SCAN_BYTES = 15 * 1024 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_SCAN_BYTES + 1, files: MAX_SCAN_PAGES },
  });

  /** The two inbox tabs: letters from inside the system, and those the secretariat registered. */
  const INBOXES = [
    {
      url: "/egs/mail",
      kategori: "internal",
      summary: "Inbox 'Surat Masuk': surat dari dalam sistem yang sampai ke pengguna",
    },
    {
      url: "/egs/mail-sekretariat",
      kategori: "external",
      summary: "Inbox 'Surat Masuk Sekretariat': surat luar yang dicatat sekretariat",
    },
  ] as const;
  for (const { url, kategori, summary } of INBOXES)
    app.get(
      url,
      {
        config: { cache: "user" },
        schema: {
          tags,
          security,
          summary,
          querystring: mailListQuery,
          response: { 200: pagedItems(inboxItem), ...errors },
        },
      },
      async (request) => inboxList(app.db, currentUser(request), kategori, request.query),
    );

  app.get(
    "/egs/terkirim/mail-sekretariat",
    {
      onRequest: app.requireLevel(USER_LEVEL.sekretariat),
      config: { cache: "user" },
      schema: {
        tags,
        security,
        summary: "Terkirim external: surat masuk yang dicatat sekretariat satuan kerja pengguna",
        querystring: mailListQuery,
        response: { 200: pagedItems(inboxItem), ...errors },
      },
    },
    async (request) => registeredList(app.db, currentUser(request), request.query),
  );

  app.get(
    "/egs/mail-sekretariat/:id",
    {
      schema: {
        tags,
        security,
        summary: "Detail surat masuk sekretariat (membukanya menandai sudah dibaca)",
        params: letterParams,
        response: { 200: itemsEnvelope(outgoingMailDetail), ...errors },
      },
    },
    async (request) => ({
      items: await outgoingDetail(app.db, currentUser(request), letterId(request.params.id), () =>
        app.dataVersion.wrote(request.auth),
      ),
    }),
  );

  app.post(
    "/egs/mail-disposisi/:id",
    {
      schema: {
        tags,
        security,
        summary: "Disposisi atau teruskan surat ke pegawai satuan kerja pengguna",
        params: letterParams,
        body: dispositionRequest,
        response: { 200: itemsEnvelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) => ({
      items: await dispose(app.db, currentUser(request), letterId(request.params.id), request.body),
    }),
  );

  app.get(
    "/egs/mail-disposisi/:id",
    {
      schema: {
        tags,
        security,
        summary: "Riwayat Tindakan: disposisi dan terusan surat",
        params: letterParams,
        response: { 200: itemsEnvelope(dispositionHistory), ...errors },
      },
    },
    async (request) => ({
      items: await history(app.db, currentUser(request), letterId(request.params.id)),
    }),
  );

  app.post(
    "/egs/mail-disposisi/:id/tarik/:dispositionId",
    {
      schema: {
        tags,
        security,
        summary: "Tarik disposisi yang belum dibaca tujuannya",
        params: z.object({ id: z.string(), dispositionId: z.coerce.number().int() }),
        response: {
          200: itemsEnvelope(z.object({ id: z.number().int(), withdrawn: z.boolean() })),
          ...errors,
        },
      },
    },
    async (request) => ({
      items: await withdraw(
        app.db,
        currentUser(request),
        letterId(request.params.id),
        request.params.dispositionId,
      ),
    }),
  );

  app.post(
    "/egs/mail-disposisi/:id/selesai",
    {
      schema: {
        tags,
        security,
        summary: `Tandai disposisi '${INCOMING_MESSAGES.done}' dengan catatan`,
        params: letterParams,
        body: followUpRequest,
        response: {
          200: itemsEnvelope(z.object({ id: z.uuid(), selesai: z.boolean() })),
          ...errors,
        },
      },
    },
    async (request) => ({
      items: await markDone(
        app.db,
        currentUser(request),
        letterId(request.params.id),
        request.body.keterangan,
      ),
    }),
  );

  app.post(
    "/egs/master/update-mail/:id",
    {
      onRequest: app.requireLevel(USER_LEVEL.sekretariat),
      schema: {
        tags,
        security,
        summary: "Ubah nomor atau tanggal surat (sekretariat; tercatat di log audit)",
        params: letterParams,
        body: updateMailRequest,
        response: {
          200: itemsEnvelope(
            z.object({
              id: z.uuid(),
              no_surat: z.string().nullable(),
              tanggal_surat: z.string().nullable(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      items: await updateMailNumberOrDate(
        app.db,
        currentUser(request),
        letterId(request.params.id),
        request.body,
        request.ip,
      ),
    }),
  );

  app.post(
    "/egs/scan-pdf",
    {
      onRequest: app.requireLevel(USER_LEVEL.sekretariat),
      schema: {
        tags,
        security,
        summary:
          "Scan Image: gambar halaman (JPEG/PNG, multipart `file` berulang) menjadi satu PDF",
        consumes: ["multipart/form-data"],
        response: { 200: itemsEnvelope(storedFileInfo), 413: errorBody, ...errors },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const images: { data: Buffer; mime: string }[] = [];
      try {
        for await (const part of request.files()) {
          const data = await readAll(part.file);
          if (part.file.truncated) throw fileTooLarge();
          const mime = detectFileType(data.subarray(0, 8));
          if (mime !== "image/png" && mime !== "image/jpeg")
            throw validationFailed({ file: [INCOMING_MESSAGES.scanImagesOnly] });
          images.push({ data, mime });
        }
      } catch (error) {
        throw multipartFailure(error, INCOMING_MESSAGES.scanImagesOnly);
      }
      if (images.length === 0) throw validationFailed({ file: [INCOMING_MESSAGES.scanImagesOnly] });
      const pdf = await imagesToPdf(images);
      const items = await storeUpload(app.db, app.fileStorage, {
        source: pdf,
        fileName: "scan-surat.pdf",
        userId: auth.userId,
        purpose: "scan",
        limits: app.uploadLimits,
      });
      return { items };
    },
  );
};

export default routes;
