import {
  arsipMasterQuery,
  createPenyimpananRequest,
  penyimpananNode,
  updatePenyimpananRequest,
} from "@lontar/contracts/arsip";
import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import {
  createPenyimpanan,
  deletePenyimpanan,
  listPenyimpanan,
  updatePenyimpanan,
} from "./penyimpanan.service";

const URL = "/egs/master/arsip/penyimpanan";
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
        summary: "Pohon lokasi penyimpanan per halaman lokasi teratas; tanpa page: semua (opsi)",
        querystring: arsipMasterQuery,
        response: { 200: pagedItems(penyimpananNode), ...errors },
      },
    },
    async (request) => listPenyimpanan(app.db, currentUser(request), request.query),
  );

  app.post(
    URL,
    {
      schema: {
        tags,
        security,
        summary: "Tambah lokasi penyimpanan (parent: lokasi induk)",
        body: createPenyimpananRequest,
        response: { 200: itemsEnvelope(penyimpananNode), ...errors },
      },
    },
    async (request) => ({
      items: await createPenyimpanan(app.db, currentUser(request), request.body),
    }),
  );

  app.put(
    `${URL}/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Ubah lokasi penyimpanan",
        params: idParams,
        body: updatePenyimpananRequest,
        response: { 200: itemsEnvelope(penyimpananNode), ...errors },
      },
    },
    async (request) => ({
      items: await updatePenyimpanan(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${URL}/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Hapus lokasi penyimpanan tanpa sub-lokasi dan tanpa arsip",
        params: idParams,
        response: { 200: itemsEnvelope(z.object({ _id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      await deletePenyimpanan(app.db, currentUser(request), request.params.id);
      return { items: { _id: request.params.id } };
    },
  );
};

export default routes;
