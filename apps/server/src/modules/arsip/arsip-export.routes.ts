import { arsipExportQuery, arsipPrintView as arsipPrintViewSchema } from "@lontar/contracts/arsip";
import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { deriveKeyOf } from "../tracking/tracking.rules";
import { arsipPrintView } from "./arsip.export";
import { ARSIP_EXCEL_FILE_PATH, arsipExcelByLink, arsipExcelLink } from "./arsip.export-link";

const tags = ["arsip"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The archive list's print view and Excel export (spec 02 §7.6 `egs/arsip/export/{type}`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // A sub-key of the instance's signed-link key, for this one use.
  const key = deriveKeyOf(app.tracking.linkKey, "arsip-excel");

  app.get(
    "/egs/arsip/export/pdf",
    {
      schema: {
        tags,
        security,
        summary: "Data tampilan cetak daftar arsip (key: aktif, terhapus, usul-musnah)",
        querystring: arsipExportQuery,
        response: { 200: itemsEnvelope(arsipPrintViewSchema), ...errors },
      },
    },
    async (request) => {
      const { key: list, ...query } = request.query;
      return { items: await arsipPrintView(app.db, currentUser(request), list, query) };
    },
  );

  app.get(
    "/egs/arsip/export/excel",
    {
      schema: {
        tags,
        security,
        summary: "Tautan .xlsx daftar arsip (berlaku 5 menit; key: aktif, terhapus, usul-musnah)",
        querystring: arsipExportQuery,
        response: { 200: itemsEnvelope(z.object({ url: z.string() })), ...errors },
      },
    },
    async (request) => ({
      items: await arsipExcelLink(app.db, key, currentUser(request), request.query),
    }),
  );

  app.get(
    ARSIP_EXCEL_FILE_PATH,
    {
      // The link's signature stands in for a session; the user's permissions are read again.
      config: { public: true, rateLimit: { max: 60, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "Unduh daftar arsip sebagai .xlsx melalui tautan bertanda tangan",
        querystring: z.object({ token: z.string().max(2000) }),
        response: { 403: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await arsipExcelByLink(app.db, key, request.query.token);
      return reply
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(stream as never);
    },
  );
};

export default routes;
