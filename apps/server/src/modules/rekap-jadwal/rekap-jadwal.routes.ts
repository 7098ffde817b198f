import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { rekapMailParams, rekapMailQuery } from "@lontar/contracts/dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { inlineDisposition } from "../files/files.rules";
import { deriveKeyOf } from "../tracking/tracking.rules";
import { REKAP_PDF_PATH, rekapLink, rekapPdf } from "./rekap-jadwal.service";

const tags = ["dashboard"];
const security = [{ bearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  // A sub-key of the instance's signed-link key, for this one use.
  const key = deriveKeyOf(app.tracking.linkKey, "rekap-jadwal");

  app.get(
    "/egs/rekap-mail/:monthIndex",
    {
      schema: {
        tags,
        security,
        summary: "Rekap Jadwal Surat: tautan PDF (berlaku 30 menit) jadwal surat satu bulan",
        params: rekapMailParams,
        querystring: rekapMailQuery,
        response: { 200: itemsEnvelope(z.string()), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => ({
      items: rekapLink(key, currentUser(request), request.params.monthIndex, request.query.year),
    }),
  );

  app.get(
    `${REKAP_PDF_PATH}/:token`,
    {
      // The link's signature stands in for a session.
      config: { public: true, rateLimit: { max: 60, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "PDF Rekap Jadwal Surat melalui tautan bertanda tangan",
        params: z.object({ token: z.string().max(100) }),
        response: { 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await rekapPdf(app.db, key, request.params.token);
      return reply
        .type("application/pdf")
        .header("content-disposition", inlineDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(pdf as never); // bytes, not a JSON answer: no response schema applies
    },
  );
};

export default routes;
