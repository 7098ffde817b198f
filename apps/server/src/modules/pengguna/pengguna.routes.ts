import { dataEnvelope, errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import { masterListQuery } from "@lontar/contracts/pegawai";
import {
  createdLogin,
  createLoginInput,
  gantiStatusQuery,
  gantiStatusResult,
  generatedPassword,
  penggunaItem,
} from "@lontar/contracts/pengguna";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import * as service from "./pengguna.service";
import accessRoutes from "./pengguna-access.routes";
import * as status from "./pengguna-status.service";

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const base = { tags: ["pengguna"], security: [{ bearer: [] }] };
const nipParams = z.object({ nip: z.string().min(1) });

/** Master Pengguna: the users table, new logins, deactivation and password reset. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/master/users",
    {
      schema: {
        ...base,
        summary: "Tabel pengguna: pegawai ber-NIP satu satuan kerja dan loginnya",
        querystring: masterListQuery.extend(pageQuery().shape),
        response: { 200: pagedItems(penggunaItem), ...errors },
      },
    },
    async (request) => {
      const { page, per_page, ...query } = request.query;
      return service.listPengguna(app.db, currentUser(request), query, { page, per_page });
    },
  );

  app.post(
    "/egs/master/users",
    {
      schema: {
        ...base,
        summary: "Buat login untuk pegawai; kata sandi acak dijawab sekali",
        body: createLoginInput,
        response: { 201: itemsEnvelope(createdLogin), ...errors },
      },
    },
    async (request, reply) => {
      const items = await service.createLogin(
        app.db,
        currentUser(request),
        request.body,
        request.ip,
      );
      return reply.status(201).send({ items });
    },
  );

  app.get(
    "/api/egs/list/pegawai/:nip/ganti-status",
    {
      schema: {
        ...base,
        summary: "Aktifkan atau nonaktifkan pengguna (hapus = nonaktif; sesi diakhiri)",
        params: nipParams,
        querystring: gantiStatusQuery,
        response: { 200: dataEnvelope(gantiStatusResult), ...errors },
      },
    },
    async (request) => ({
      data: await status.changeStatus(
        app.db,
        currentUser(request),
        request.params.nip,
        request.query.status,
        request.ip,
      ),
    }),
  );

  app.get(
    "/egs/pegawai-egs/api/user/reset-password/:nip",
    {
      schema: {
        ...base,
        summary: "Reset kata sandi: kata sandi acak baru dijawab sekali, semua sesi diakhiri",
        params: nipParams,
        response: { 200: itemsEnvelope(generatedPassword), ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        items: await status.resetPassword(
          app.db,
          currentUser(request),
          request.params.nip,
          request.ip,
        ),
      };
    },
  );

  await app.register(accessRoutes);
};
export default routes;
