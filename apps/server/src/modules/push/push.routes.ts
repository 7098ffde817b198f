import { errorBody } from "@lontar/contracts/common";
import {
  pushKeyResponse,
  pushSubscriptionJson,
  pushSubscriptionResponse,
  pushUnsubscribeBody,
} from "@lontar/contracts/push";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { subscribe, unsubscribe } from "./push.service";

const tags = ["notifikasi"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 422: errorBody };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/egs/push/key",
    {
      schema: {
        tags,
        security,
        summary: "Kunci publik VAPID untuk pushManager.subscribe (Web Push)",
        response: { 200: pushKeyResponse, 401: errorBody },
      },
    },
    async () => ({ data: { public_key: app.push.vapid.publicKey } }),
  );

  app.post(
    "/egs/push/subscribe",
    {
      schema: {
        tags,
        security,
        summary: "Daftarkan langganan Web Push browser ini untuk sesi ini (PushSubscription JSON)",
        body: pushSubscriptionJson,
        response: { 200: pushSubscriptionResponse, ...errors },
      },
    },
    async (request) => ({
      items: await subscribe(app.db, currentUser(request), request.body, app.push.serviceHosts),
    }),
  );

  app.post(
    "/egs/push/unsubscribe",
    {
      schema: {
        tags,
        security,
        summary: "Hentikan Web Push ke satu browser pengguna ini",
        body: pushUnsubscribeBody,
        response: { 200: pushSubscriptionResponse, ...errors },
      },
    },
    async (request) => ({
      items: await unsubscribe(app.db, currentUser(request), request.body.endpoint),
    }),
  );
};

export default routes;
