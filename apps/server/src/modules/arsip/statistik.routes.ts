import { statistikArsipQuery, statistikArsip as statistikSchema } from "@lontar/contracts/arsip";
import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { statistikArsip } from "./statistik.service";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/statistik/arsip",
    {
      schema: {
        tags: ["arsip"],
        security: [{ bearer: [] }],
        summary: "Jumlah arsip aktif per bulan dicatat (created_at) pada tahun itu",
        querystring: statistikArsipQuery,
        response: {
          200: itemsEnvelope(statistikSchema),
          401: errorBody,
          403: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => ({
      items: await statistikArsip(app.db, currentUser(request), request.query),
    }),
  );
};

export default routes;
