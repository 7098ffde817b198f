import { daftarArsipQuery } from "@lontar/contracts/berkas";
import { errorBody } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { daftarArsip } from "./daftar-arsip.service";

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The Daftar Arsip Aktif / Inaktif an archivist hands in, per work unit. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/berkas/daftar",
    {
      schema: {
        tags: ["berkas"],
        security: [{ bearer: [] }],
        summary: "Daftar Arsip Aktif / Inaktif satu satuan kerja (.xlsx atau .pdf)",
        querystring: daftarArsipQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { fileName, contentType, body } = await daftarArsip(
        app.db,
        currentUser(request),
        request.query,
      );
      return reply
        .type(contentType)
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(body as never); // a file, not a JSON answer: no 200 schema applies
    },
  );
};

export default routes;
