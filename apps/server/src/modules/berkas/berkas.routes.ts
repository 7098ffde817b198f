import {
  addIsiRequest,
  BERKAS_MESSAGES,
  berkasDetail,
  berkasIsiItem,
  berkasItem,
  berkasListQuery,
  closeBerkasRequest,
  createBerkasRequest,
} from "@lontar/contracts/berkas";
import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { idParams, uuidOf } from "./berkas.params";
import {
  addIsi,
  closeBerkas,
  createBerkas,
  getBerkas,
  listBerkas,
  removeIsi,
} from "./berkas.service";

const URL = "/egs/berkas";
const tags = ["berkas"];
const security = [{ bearer: [] }];
const berkasId = (raw: string) => uuidOf(raw, BERKAS_MESSAGES.notFound);
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** Case files (berkas) of a work unit: the records' life from filing to final fate. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    URL,
    {
      schema: {
        tags,
        security,
        summary: "Daftar berkas (status, klasifikasi, year, q)",
        querystring: berkasListQuery,
        response: { 200: pagedItems(berkasItem), ...errors },
      },
    },
    async (request) => listBerkas(app.db, currentUser(request), request.query),
  );

  app.post(
    URL,
    {
      schema: {
        tags,
        security,
        summary: "Buat berkas baru (nomor berkas berikutnya di unit dan tahunnya)",
        body: createBerkasRequest,
        response: { 201: itemsEnvelope(berkasItem), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ items: await createBerkas(app.db, currentUser(request), request.body) }),
  );

  app.get(
    `${URL}/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Satu berkas dengan isinya, berurutan",
        params: idParams,
        response: { 200: itemsEnvelope(berkasDetail), ...errors },
      },
    },
    async (request) => ({
      items: await getBerkas(app.db, currentUser(request), berkasId(request.params.id)),
    }),
  );

  app.post(
    `${URL}/:id/isi`,
    {
      schema: {
        tags,
        security,
        summary: "Masukkan surat atau arsip ke berkas yang masih terbuka (dipindah bila perlu)",
        params: idParams,
        body: addIsiRequest,
        response: { 201: itemsEnvelope(berkasIsiItem), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        items: await addIsi(
          app.db,
          currentUser(request),
          berkasId(request.params.id),
          request.body,
        ),
      }),
  );

  app.delete(
    `${URL}/:id/isi/:isi_id`,
    {
      schema: {
        tags,
        security,
        summary: "Keluarkan satu isi dari berkas yang masih terbuka",
        params: idParams.extend({ isi_id: z.string() }),
        response: { 200: itemsEnvelope(z.object({ id: z.uuid() })), ...errors },
      },
    },
    async (request) => ({
      items: await removeIsi(
        app.db,
        currentUser(request),
        berkasId(request.params.id),
        uuidOf(request.params.isi_id, BERKAS_MESSAGES.itemNotFound),
      ),
    }),
  );

  app.post(
    `${URL}/:id/tutup`,
    {
      schema: {
        tags,
        security,
        summary: "Tutup berkas: kurun waktu tetap, retensi aktif mulai berjalan",
        params: idParams,
        body: closeBerkasRequest,
        response: { 200: itemsEnvelope(berkasItem), ...errors },
      },
    },
    async (request) => ({
      items: await closeBerkas(
        app.db,
        currentUser(request),
        berkasId(request.params.id),
        request.body,
      ),
    }),
  );
};

export default routes;
