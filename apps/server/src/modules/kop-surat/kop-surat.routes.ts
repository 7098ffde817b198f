import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import {
  attachKopSuratFileRequest,
  createKopSuratRequest,
  KOP_SURAT_PAGE_SIZE,
  kopSuratItem,
  setKertasRequest,
} from "@lontar/contracts/kop-surat";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import {
  attachKopSuratFile,
  createKopSurat,
  deleteKopSurat,
  getKopSurat,
  listKopSurat,
  setKopSuratKertas,
} from "./kop-surat.service";

const tags = ["kop-surat"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid({ error: "Kop surat tidak ditemukan" }) });
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/master/kop-surat",
    {
      schema: {
        tags,
        security,
        summary: "Daftar kop surat (administrator: semua satuan kerja; pemegang menu: miliknya)",
        querystring: pageQuery(KOP_SURAT_PAGE_SIZE).extend({ q: z.string().optional() }),
        response: { 200: pagedItems(kopSuratItem), ...errors },
      },
    },
    async (request) => listKopSurat(app.db, currentUser(request), request.query),
  );

  app.get(
    "/egs/master/kop-surat/:id",
    {
      schema: {
        tags,
        security,
        summary: "Satu kop surat",
        params: idParams,
        response: { 200: itemsEnvelope(kopSuratItem), ...errors },
      },
    },
    async (request) => ({
      items: await getKopSurat(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    "/egs/master/kop-surat",
    {
      schema: {
        tags,
        security,
        summary: "Tambah lokasi kop surat (satu per satuan kerja)",
        body: createKopSuratRequest,
        response: { 200: itemsEnvelope(kopSuratItem), ...errors },
      },
    },
    async (request) => ({
      items: await createKopSurat(app.db, currentUser(request), request.body),
    }),
  );

  app.put(
    "/egs/master/kop-surat/:id/kertas",
    {
      schema: {
        tags,
        security,
        summary: "Ukuran kertas surat satuan kerja (A4 atau F4)",
        params: idParams,
        body: setKertasRequest,
        response: { 200: itemsEnvelope(kopSuratItem), ...errors },
      },
    },
    async (request) => ({
      items: await setKopSuratKertas(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.patch(
    "/egs/master/kop-surat/:id",
    {
      schema: {
        tags,
        security,
        summary: "Pasang file kop surat (body: jawaban store-file)",
        params: idParams,
        body: attachKopSuratFileRequest,
        response: { 200: itemsEnvelope(kopSuratItem), ...errors },
      },
    },
    async (request) => ({
      items: await attachKopSuratFile(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    "/egs/master/kop-surat/:id",
    {
      schema: {
        tags,
        security,
        summary: "Hapus kop surat",
        params: idParams,
        response: { 200: itemsEnvelope(z.object({ _id: z.string() })), ...errors },
      },
    },
    async (request) => {
      await deleteKopSurat(app.db, currentUser(request), request.params.id);
      return { items: { _id: request.params.id } };
    },
  );
};
export default routes;
