import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import {
  createKlasifikasiRequest,
  KLASIFIKASI_PAGE_SIZE,
  klasifikasiNode,
  updateKlasifikasiRequest,
} from "@lontar/contracts/klasifikasi";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import {
  createKlasifikasi,
  deleteKlasifikasi,
  listKlasifikasi,
  updateKlasifikasi,
} from "./klasifikasi.service";

const tags = ["klasifikasi"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/master/klasifikasi",
    {
      schema: {
        tags,
        security,
        summary: "Pohon kode klasifikasi, per halaman kode induk (q: cari kode atau nama)",
        querystring: pageQuery(KLASIFIKASI_PAGE_SIZE).extend({ q: z.string().optional() }),
        response: { 200: pagedItems(klasifikasiNode), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => listKlasifikasi(app.db, request.query),
  );

  app.post(
    "/egs/master/klasifikasi",
    {
      schema: {
        tags,
        security,
        summary: "Tambah kode klasifikasi (administrator)",
        body: createKlasifikasiRequest,
        response: { 200: itemsEnvelope(klasifikasiNode), ...errors },
      },
    },
    async (request) => ({
      items: await createKlasifikasi(app.db, currentUser(request), request.body),
    }),
  );

  app.patch(
    "/egs/master/klasifikasi/:id",
    {
      schema: {
        tags,
        security,
        summary: "Ubah kode klasifikasi (administrator); sub-kode ikut berganti awalan",
        params: idParams,
        body: updateKlasifikasiRequest,
        response: { 200: itemsEnvelope(klasifikasiNode), ...errors },
      },
    },
    async (request) => ({
      items: await updateKlasifikasi(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/egs/master/klasifikasi/:id",
    {
      schema: {
        tags,
        security,
        summary: "Hapus kode klasifikasi tanpa sub-kode (administrator)",
        params: idParams,
        response: { 200: itemsEnvelope(z.object({ _id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      await deleteKlasifikasi(app.db, currentUser(request), request.params.id);
      return { items: { _id: request.params.id } };
    },
  );
};
export default routes;
