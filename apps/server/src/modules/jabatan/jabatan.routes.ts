import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import {
  jabatanInput,
  jabatanItem,
  jabatanListQuery,
  jabatanNode,
} from "@lontar/contracts/jabatan";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import { listJabatanTree } from "./jabatan.service";
import optionRoutes from "./jabatan-options.routes";
import { createJabatan, deleteJabatan, updateJabatan } from "./save-jabatan";

const PATH = "/egs/pegawai-egs/api/jabatan";
const idParams = z.object({ id: z.coerce.number().int().positive() });
const denied = { 401: errorBody, 403: errorBody };
const writeErrors = { ...denied, 404: errorBody, 409: errorBody, 422: errorBody };
const base = { tags: ["master"], security: [{ bearer: [] }] };

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(optionRoutes);

  app.get(
    PATH,
    {
      schema: {
        ...base,
        summary: "Master Jabatan: pohon jabatan satu satuan kerja",
        querystring: jabatanListQuery.extend(pageQuery().shape),
        response: { 200: pagedItems(jabatanNode), ...denied, 422: errorBody },
      },
    },
    async (request) => listJabatanTree(app.db, currentUser(request), request.query),
  );

  app.post(
    PATH,
    {
      schema: {
        ...base,
        summary: "Master Jabatan: tambah",
        body: jabatanInput,
        response: { 201: itemsEnvelope(jabatanItem), ...writeErrors },
      },
    },
    async (request, reply) => {
      const item = await createJabatan(app.db, currentUser(request), request.body);
      return reply.status(201).send({ items: item });
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        ...base,
        summary: "Master Jabatan: ubah (kecuali Tenaga Kontrak)",
        params: idParams,
        body: jabatanInput,
        response: { 200: itemsEnvelope(jabatanItem), ...writeErrors },
      },
    },
    async (request) => ({
      items: await updateJabatan(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${PATH}/:id`,
    {
      schema: {
        ...base,
        summary: "Master Jabatan: hapus (kecuali Tenaga Kontrak)",
        params: idParams,
        response: { 200: itemsEnvelope(z.object({ id: z.number().int() })), ...writeErrors },
      },
    },
    async (request) => {
      await deleteJabatan(app.db, currentUser(request), request.params.id);
      return { items: { id: request.params.id } };
    },
  );
};
export default routes;
