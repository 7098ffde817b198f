import {
  arsipMasterQuery,
  createJenisArsipRequest,
  jenisArsipItem,
  jenisArsipOption,
  updateJenisArsipRequest,
} from "@lontar/contracts/arsip";
import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import {
  createJenisArsip,
  deleteJenisArsip,
  listJenisArsip,
  pluckJenisArsip,
  updateJenisArsip,
} from "./jenis-arsip.service";

const URL = "/egs/master/arsip/jenis-arsip";
const tags = ["arsip"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    URL,
    {
      schema: {
        tags,
        security,
        summary: "Daftar jenis arsip (q: cari kode atau nama); tanpa page: semua (opsi)",
        querystring: arsipMasterQuery,
        response: { 200: pagedItems(jenisArsipItem), ...errors },
      },
    },
    async (request) => listJenisArsip(app.db, currentUser(request), request.query),
  );

  app.get(
    `${URL}/pluck`,
    {
      schema: {
        tags,
        security,
        summary: "Jenis arsip untuk pilihan: {_id, nama}",
        querystring: z.object({ satuan_kerja_id: z.coerce.number().int().positive().optional() }),
        response: { 200: itemsEnvelope(z.array(jenisArsipOption)), ...errors },
      },
    },
    async (request) => ({
      items: await pluckJenisArsip(app.db, currentUser(request), request.query.satuan_kerja_id),
    }),
  );

  app.post(
    URL,
    {
      schema: {
        tags,
        security,
        summary: "Tambah jenis arsip",
        body: createJenisArsipRequest,
        response: { 200: itemsEnvelope(jenisArsipItem), ...errors },
      },
    },
    async (request) => ({
      items: await createJenisArsip(app.db, currentUser(request), request.body),
    }),
  );

  app.put(
    `${URL}/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Ubah jenis arsip",
        params: idParams,
        body: updateJenisArsipRequest,
        response: { 200: itemsEnvelope(jenisArsipItem), ...errors },
      },
    },
    async (request) => ({
      items: await updateJenisArsip(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${URL}/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Hapus jenis arsip yang tidak dipakai arsip",
        params: idParams,
        response: { 200: itemsEnvelope(z.object({ _id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      await deleteJenisArsip(app.db, currentUser(request), request.params.id);
      return { items: { _id: request.params.id } };
    },
  );
};

export default routes;
