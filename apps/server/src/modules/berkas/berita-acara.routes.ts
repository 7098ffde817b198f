import {
  BERITA_ACARA_JENIS,
  BERITA_ACARA_MESSAGES,
  beritaAcaraDetail,
  beritaAcaraItem,
  beritaAcaraListQuery,
  signBeritaAcaraRequest,
  usulBeritaAcaraRequest,
} from "@lontar/contracts/berita-acara";
import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { signingDepsOf } from "../esign/esign.plugin";
import { inlineDisposition } from "../files/files.rules";
import {
  cancelBeritaAcara,
  getBeritaAcara,
  listBeritaAcara,
  proposeBeritaAcara,
} from "./berita-acara.service";
import { beritaAcaraPdf, signBeritaAcara } from "./berita-acara.sign";
import { idParams, uuidOf } from "./berkas.params";

const URL = "/egs/berita-acara";
const tags = ["berkas"];
const security = [{ bearer: [] }];
const errors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  423: errorBody,
};
const baId = (raw: string) => uuidOf(raw, BERITA_ACARA_MESSAGES.notFound);

/** Pemusnahan, pemindahan and penyerahan of berkas, each by a signed Berita Acara. */
const routes: FastifyPluginAsyncZod = async (app) => {
  for (const jenis of BERITA_ACARA_JENIS)
    app.post(
      `/egs/berkas/${jenis}`,
      {
        schema: {
          tags,
          security,
          summary: `Usulkan ${jenis} berkas: berita acara menunggu tanda tangan kepala unit kerja`,
          body: usulBeritaAcaraRequest,
          response: { 201: itemsEnvelope(beritaAcaraItem), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          items: await proposeBeritaAcara(app.db, currentUser(request), jenis, request.body),
        }),
    );

  app.get(
    URL,
    {
      schema: {
        tags,
        security,
        summary: "Berita acara unit kerja (arsiparis) dan yang harus ditandatangani (kepala)",
        querystring: beritaAcaraListQuery,
        response: { 200: pagedItems(beritaAcaraItem), ...errors },
      },
    },
    async (request) => listBeritaAcara(app.db, currentUser(request), request.query),
  );

  app.get(
    `${URL}/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Satu berita acara dengan daftar berkasnya",
        params: idParams,
        response: { 200: itemsEnvelope(beritaAcaraDetail), ...errors },
      },
    },
    async (request) => ({
      items: await getBeritaAcara(app.db, currentUser(request), baId(request.params.id)),
    }),
  );

  app.post(
    `${URL}/:id/tandatangani`,
    {
      schema: {
        tags,
        security,
        summary: "Kepala unit kerja menandatangani: tindakan berlaku dan tidak dapat dibatalkan",
        params: idParams,
        body: signBeritaAcaraRequest,
        response: { 200: itemsEnvelope(beritaAcaraItem), ...errors },
      },
    },
    async (request) => ({
      items: await signBeritaAcara(
        app.db,
        signingDepsOf(app, request),
        currentUser(request),
        baId(request.params.id),
        request.body.passphrase,
      ),
    }),
  );

  app.post(
    `${URL}/:id/batal`,
    {
      schema: {
        tags,
        security,
        summary: "Arsiparis menarik usulan yang belum ditandatangani",
        params: idParams,
        response: { 200: itemsEnvelope(beritaAcaraItem), ...errors },
      },
    },
    async (request) => ({
      items: await cancelBeritaAcara(app.db, currentUser(request), baId(request.params.id)),
    }),
  );

  app.get(
    `${URL}/:id/pdf`,
    {
      schema: {
        tags,
        security,
        summary: "PDF berita acara yang sudah ditandatangani",
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await beritaAcaraPdf(app.db, currentUser(request), baId(request.params.id));
      return reply
        .type("application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", inlineDisposition(file.fileName))
        .send(await app.fileStorage.get(file.sha256));
    },
  );
};

export default routes;
