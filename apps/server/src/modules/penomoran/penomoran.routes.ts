import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { penomoranInput, penomoranItem } from "@lontar/contracts/penomoran";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import * as service from "./penomoran.service";

const base = { tags: ["master"], security: [{ bearer: [] }] };
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };
const params = z.object({ satuan_kerja_id: z.coerce.number().int().positive() });

/** The agency's letter-number patterns, per work unit and letter type (administrators). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireLevel(USER_LEVEL.admin);

  app.get(
    "/egs/master/penomoran/:satuan_kerja_id",
    {
      onRequest: adminOnly,
      schema: {
        ...base,
        summary: "Pola penomoran satuan kerja: bawaan dan per jenis surat, dengan contoh",
        params,
        response: { 200: itemsEnvelope(z.array(penomoranItem)), ...errors },
      },
    },
    async (request) => ({
      items: await service.getPenomoran(app.db, request.params.satuan_kerja_id),
    }),
  );

  app.put(
    "/egs/master/penomoran/:satuan_kerja_id",
    {
      onRequest: adminOnly,
      schema: {
        ...base,
        summary: "Simpan pola penomoran satuan kerja (mengganti seluruhnya)",
        params,
        body: penomoranInput,
        response: { 200: itemsEnvelope(z.array(penomoranItem)), ...errors },
      },
    },
    async (request) => ({
      items: await service.setPenomoran(
        app.db,
        currentUser(request),
        request.params.satuan_kerja_id,
        request.body,
        request.ip,
      ),
    }),
  );
};
export default routes;
