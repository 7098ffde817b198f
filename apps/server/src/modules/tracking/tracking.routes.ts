import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import {
  TRACKING_MESSAGES,
  TRACKING_RATE_LIMIT,
  trackingDetail,
  trackingQuery,
} from "@lontar/contracts/tracking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { rateLimited } from "../../lib/app-error";
import { newChallenge } from "../../lib/captcha";
import { inlineDisposition } from "../files/files.rules";
import { openTrackedFile, trackLetter } from "./tracking.service";

const tags = ["lacak surat (publik)"];
const noStore = "no-store";

const searchLimit = {
  max: TRACKING_RATE_LIMIT.max,
  timeWindow: TRACKING_RATE_LIMIT.windowMinutes * 60_000,
  errorResponseBuilder: () => rateLimited(TRACKING_MESSAGES.rateLimited),
};

const challenge = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/public/captcha-challenge",
    {
      config: { rateLimit: { max: 60, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "Tantangan captcha ALTCHA (proof of work) untuk pencarian surat",
        response: { 200: challenge, 429: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", noStore);
      const { parameters, signature } = await newChallenge(app.tracking.captcha);
      return { parameters: { ...parameters }, signature };
    },
  );

  app.get(
    "/egs/public/tracking-mail",
    {
      config: { rateLimit: searchLimit },
      schema: {
        tags,
        summary:
          "Lacak surat: resi, e-mail pengirim atau penerima eksternal, dan payload captcha; " +
          "setiap ketidakcocokan menjawab 404 yang sama",
        querystring: trackingQuery,
        response: { 200: itemsEnvelope(trackingDetail), 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", noStore);
      return { items: await trackLetter(app.db, app.tracking, request.query) };
    },
  );

  app.get(
    "/egs/public/tracking-file/:token",
    {
      config: { rateLimit: { max: 60, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "Unduh lampiran melalui tautan dari hasil pencarian (berlaku 30 menit)",
        params: z.object({ token: z.string().max(512) }),
        response: { 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { file, stream } = await openTrackedFile(
        app.db,
        app.fileStorage,
        app.tracking.linkKey,
        request.params.token,
      );
      return reply
        .type(file.mime)
        .header("content-length", file.size)
        .header("content-disposition", inlineDisposition(file.fileName))
        .header("cache-control", "private, no-store")
        .send(stream as never); // bytes, not a JSON answer: no response schema applies
    },
  );
};
export default routes;
