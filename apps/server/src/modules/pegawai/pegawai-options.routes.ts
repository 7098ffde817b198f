import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { jenisJabatan } from "@lontar/contracts/jabatan";
import { orgOption } from "@lontar/contracts/pegawai";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import * as service from "./pegawai-options.service";

const BASE = "/egs/pegawai-egs/api/pegawai/get-data";
const satuanKerja = z.object({ satuan_kerja_id: z.coerce.number().int().positive() });
const response = {
  200: itemsEnvelope(z.array(orgOption)),
  401: errorBody,
  403: errorBody,
  422: errorBody,
};
const base = { tags: ["pegawai"], security: [{ bearer: [] }] };

/** Options of the cascading selects of the employee forms (work unit → unit → position). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/unit-kerja`,
    {
      schema: {
        ...base,
        summary: "Unit kerja satu satuan kerja",
        querystring: satuanKerja,
        response,
      },
    },
    async (request) => ({
      items: await service.getUnitOptions(
        app.db,
        currentUser(request),
        request.query.satuan_kerja_id,
      ),
    }),
  );

  app.get(
    `${BASE}/jabatan`,
    {
      schema: {
        ...base,
        summary: "Jabatan satu satuan kerja (per jenis jabatan), dengan pemegang PLT-nya",
        querystring: satuanKerja.extend({ jenis_jabatan: jenisJabatan.optional() }),
        response,
      },
    },
    async (request) => ({
      items: await service.getJabatanOptions(
        app.db,
        currentUser(request),
        request.query.satuan_kerja_id,
        request.query.jenis_jabatan,
      ),
    }),
  );
};
export default routes;
