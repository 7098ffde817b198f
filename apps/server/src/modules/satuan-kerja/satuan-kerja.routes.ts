import { dataEnvelope, errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import { satuanKerjaOption } from "@lontar/contracts/org";
import {
  satuanKerjaInput,
  satuanKerjaItem,
  satuanKerjaListQuery,
} from "@lontar/contracts/satuan-kerja";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import * as service from "./satuan-kerja.service";

const PATH = "/egs/pegawai-egs/api/satuan-kerja";
const idParams = z.object({ id: z.coerce.number().int().positive() });
const denied = { 401: errorBody, 403: errorBody };
const writeErrors = { ...denied, 404: errorBody, 409: errorBody, 422: errorBody };
const base = { tags: ["master"], security: [{ bearer: [] }] };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/master/skpd",
    {
      schema: {
        ...base,
        summary: "Daftar satuan kerja aktif (untuk pilihan)",
        response: { 200: dataEnvelope(z.array(satuanKerjaOption)), 401: errorBody },
      },
    },
    async () => ({ data: await service.listSatuanKerjaOptions(app.db) }),
  );

  app.get(
    PATH,
    {
      schema: {
        ...base,
        summary: "Master Satuan Kerja: daftar",
        querystring: satuanKerjaListQuery.extend(pageQuery().shape),
        response: { 200: pagedItems(satuanKerjaItem), ...denied, 422: errorBody },
      },
    },
    async (request) => service.listSatuanKerjaPage(app.db, currentUser(request), request.query),
  );

  app.post(
    PATH,
    {
      schema: {
        ...base,
        summary: "Master Satuan Kerja: tambah (administrator)",
        body: satuanKerjaInput,
        response: { 201: itemsEnvelope(satuanKerjaItem), ...writeErrors },
      },
    },
    async (request, reply) => {
      const item = await service.createSatuanKerja(app.db, currentUser(request), request.body);
      return reply.status(201).send({ items: item });
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        ...base,
        summary: "Master Satuan Kerja: ubah",
        params: idParams,
        body: satuanKerjaInput,
        response: { 200: itemsEnvelope(satuanKerjaItem), ...writeErrors },
      },
    },
    async (request) => ({
      items: await service.updateSatuanKerja(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    `${PATH}/:id`,
    {
      schema: {
        ...base,
        summary: "Master Satuan Kerja: hapus (administrator)",
        params: idParams,
        response: { 200: itemsEnvelope(z.object({ id: z.number().int() })), ...writeErrors },
      },
    },
    async (request) => {
      await service.deleteSatuanKerja(app.db, currentUser(request), request.params.id);
      return { items: { id: request.params.id } };
    },
  );
};
export default routes;
