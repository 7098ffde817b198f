import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import {
  unitKerjaInput,
  unitKerjaItem,
  unitKerjaListQuery,
  unitKerjaNode,
} from "@lontar/contracts/unit-kerja";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import { createUnitKerja, deleteUnitKerja, updateUnitKerja } from "./save-unit-kerja";
import { listUnitChilds, listUnitTree } from "./unit-kerja.service";

const PATH = "/egs/pegawai-egs/api/unit-kerja";
const idParams = z.object({ id: z.coerce.number().int().positive() });
const denied = { 401: errorBody, 403: errorBody };
const writeErrors = { ...denied, 404: errorBody, 409: errorBody, 422: errorBody };
const base = { tags: ["master"], security: [{ bearer: [] }] };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATH,
    {
      schema: {
        ...base,
        summary: "Master Unit Kerja: pohon unit kerja satu satuan kerja",
        querystring: unitKerjaListQuery.extend(pageQuery().shape),
        response: { 200: pagedItems(unitKerjaNode), ...denied, 422: errorBody },
      },
    },
    async (request) => listUnitTree(app.db, currentUser(request), request.query),
  );

  app.get(
    `${PATH}/:id/childs`,
    {
      schema: {
        ...base,
        summary: "Master Unit Kerja: sub unit langsung",
        params: idParams,
        response: { 200: itemsEnvelope(z.array(unitKerjaItem)), ...denied, 404: errorBody },
      },
    },
    async (request) => ({
      items: await listUnitChilds(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    PATH,
    {
      schema: {
        ...base,
        summary: "Master Unit Kerja: tambah",
        body: unitKerjaInput,
        response: { 201: itemsEnvelope(unitKerjaItem), ...writeErrors },
      },
    },
    async (request, reply) => {
      const item = await createUnitKerja(app.db, currentUser(request), request.body);
      return reply.status(201).send({ items: item });
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        ...base,
        summary: "Master Unit Kerja: ubah",
        params: idParams,
        body: unitKerjaInput,
        response: { 200: itemsEnvelope(unitKerjaItem), ...writeErrors },
      },
    },
    async (request) => ({
      items: await updateUnitKerja(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${PATH}/:id`,
    {
      schema: {
        ...base,
        summary: "Master Unit Kerja: hapus",
        params: idParams,
        response: { 200: itemsEnvelope(z.object({ id: z.number().int() })), ...writeErrors },
      },
    },
    async (request) => {
      await deleteUnitKerja(app.db, currentUser(request), request.params.id);
      return { items: { id: request.params.id } };
    },
  );
};
export default routes;
