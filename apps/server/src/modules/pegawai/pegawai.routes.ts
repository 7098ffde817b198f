import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import { masterListQuery, pegawaiInput, pegawaiItem, pltInput } from "@lontar/contracts/pegawai";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import * as service from "./pegawai.service";
import kontrakRoutes from "./pegawai-kontrak.routes";
import pegawaiListRoutes from "./pegawai-list.routes";
import optionRoutes from "./pegawai-options.routes";
import * as plt from "./pegawai-plt.service";

const BASE = "/egs/pegawai-egs/api/pegawai";
const params = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const one = { 200: itemsEnvelope(pegawaiItem), ...errors };
const base = { tags: ["pegawai"], security: [{ bearer: [] }] };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      schema: {
        ...base,
        summary: "Daftar pegawai (tanpa tenaga kontrak): cari nama, NIP, NIK",
        querystring: masterListQuery.extend(pageQuery().shape),
        response: { 200: pagedItems(pegawaiItem), ...errors },
      },
    },
    async (request) => {
      const { page, per_page, ...query } = request.query;
      return service.listPegawai(app.db, currentUser(request), query, { page, per_page });
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { ...base, summary: "Satu pegawai", params, response: one } },
    async (request) => ({
      items: await service.getPegawai(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    BASE,
    {
      schema: {
        ...base,
        summary: "Tambah pegawai",
        body: pegawaiInput,
        response: { 201: itemsEnvelope(pegawaiItem), ...errors },
      },
    },
    async (request, reply) => {
      const items = await service.createPegawai(app.db, currentUser(request), request.body);
      return reply.status(201).send({ items });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: { ...base, summary: "Ubah pegawai", params, body: pegawaiInput, response: one },
    },
    async (request) => ({
      items: await service.updatePegawai(
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
        summary: "Hapus pegawai (ditolak bila pegawai memiliki login atau surat)",
        params,
        response: { 200: itemsEnvelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      await service.deletePegawai(app.db, currentUser(request), request.params.id, request.ip);
      return { items: { id: request.params.id } };
    },
  );

  app.post(
    `${BASE}/:id/plt`,
    {
      schema: {
        ...base,
        summary: "Jadikan pegawai PLT pada jabatan kedua",
        params,
        body: pltInput,
        response: one,
      },
    },
    async (request) => ({
      items: await plt.assignPlt(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${BASE}/:id/plt`,
    { schema: { ...base, summary: "Akhiri PLT pegawai", params, response: one } },
    async (request) => ({
      items: await plt.endPlt(app.db, currentUser(request), request.params.id),
    }),
  );

  await app.register(kontrakRoutes);
  await app.register(optionRoutes);
  await app.register(pegawaiListRoutes);
};
export default routes;
