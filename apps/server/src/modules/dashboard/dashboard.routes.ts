import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { activityItem, dashboardCountQuery, dashboardCounts } from "@lontar/contracts/dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { activityFeed, dashboardCounts as countsOf } from "./dashboard.service";

const tags = ["dashboard"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 422: errorBody };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/dashboard/count",
    {
      config: { cache: "user" },
      schema: {
        tags,
        security,
        summary:
          "Kartu dashboard: jumlah (sudah/belum dibaca) tiap daftar pengguna pada rentang tanggal",
        querystring: dashboardCountQuery,
        response: { 200: itemsEnvelope(dashboardCounts), ...errors },
      },
    },
    async (request) => ({ items: await countsOf(app.db, currentUser(request), request.query) }),
  );

  app.get(
    "/egs/activity",
    {
      schema: {
        tags,
        security,
        summary: "Aktivitas pengguna sendiri pada tiga hari terakhir yang ada aktivitasnya",
        response: { 200: itemsEnvelope(z.array(activityItem)), ...errors },
      },
    },
    async (request) => ({ items: await activityFeed(app.db, currentUser(request)) }),
  );
};

export default routes;
