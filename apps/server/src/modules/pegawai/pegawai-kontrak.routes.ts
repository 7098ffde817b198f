import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import {
  masterListQuery,
  pegawaiKontrakInput,
  pegawaiKontrakItem,
} from "@lontar/contracts/pegawai";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import * as service from "./pegawai-kontrak.service";

const BASE = "/egs/pegawai-egs/api/pegawai-kontrak";
const params = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const one = { 200: itemsEnvelope(pegawaiKontrakItem), ...errors };
const base = { tags: ["pegawai"], security: [{ bearer: [] }] };

/** Master Pegawai Kontrak (contract staff, position fixed as Tenaga Kontrak). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      schema: {
        ...base,
        summary: "Daftar tenaga kontrak: cari nama, NIK",
        querystring: masterListQuery.extend(pageQuery().shape),
        response: { 200: pagedItems(pegawaiKontrakItem), ...errors },
      },
    },
    async (request) => {
      const { page, per_page, ...query } = request.query;
      return service.listKontrak(app.db, currentUser(request), query, { page, per_page });
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { ...base, summary: "Satu tenaga kontrak", params, response: one } },
    async (request) => ({
      items: await service.getKontrak(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    BASE,
    {
      schema: {
        ...base,
        summary: "Tambah tenaga kontrak",
        body: pegawaiKontrakInput,
        response: { 201: itemsEnvelope(pegawaiKontrakItem), ...errors },
      },
    },
    async (request, reply) => {
      const items = await service.createKontrak(app.db, currentUser(request), request.body);
      return reply.status(201).send({ items });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        ...base,
        summary: "Ubah tenaga kontrak",
        params,
        body: pegawaiKontrakInput,
        response: one,
      },
    },
    async (request) => ({
      items: await service.updateKontrak(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...base,
        summary: "Hapus tenaga kontrak",
        params,
        response: { 200: itemsEnvelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      await service.deleteKontrak(app.db, currentUser(request), request.params.id);
      return { items: { id: request.params.id } };
    },
  );
};
export default routes;
