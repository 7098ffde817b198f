import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import {
  statistikCountQuery,
  statistikCounts,
  statistikKlasifikasiQuery,
  statistikMonth,
} from "@lontar/contracts/statistik";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { statistikCounts as countsOf, lettersPerMonth } from "./statistik.service";

const tags = ["statistik"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/statistik/count",
    {
      schema: {
        tags,
        security,
        summary:
          "Tampilan Statistik: disposisi, surat diterima, diperiksa, disetujui dan diteruskan satu bulan",
        querystring: statistikCountQuery,
        response: { 200: itemsEnvelope(statistikCounts), ...errors },
      },
    },
    async (request) => ({ items: await countsOf(app.db, currentUser(request), request.query) }),
  );

  app.get(
    "/egs/statistik/klasifikasi",
    {
      schema: {
        tags,
        security,
        summary: "Jumlah surat satuan kerja per bulan dalam setahun, menurut klasifikasi",
        querystring: statistikKlasifikasiQuery,
        response: { 200: itemsEnvelope(z.array(statistikMonth)), ...errors },
      },
    },
    async (request) => ({
      items: await lettersPerMonth(app.db, currentUser(request), request.query),
    }),
  );
};

export default routes;
