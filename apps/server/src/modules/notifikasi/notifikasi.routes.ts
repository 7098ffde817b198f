import { errorBody } from "@lontar/contracts/common";
import {
  notificationCountersResponse,
  notificationListQuery,
  notificationListResponse,
  notificationReadBody,
} from "@lontar/contracts/notification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { counters, listNotifications, markRead } from "./notifikasi.service";
import { endAllStreams, openStream } from "./stream";

const tags = ["notifikasi"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 422: errorBody };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preClose", async () => endAllStreams());

  app.get(
    "/egs/notification",
    {
      config: { cache: "user" },
      schema: {
        tags,
        security,
        summary: "Notifikasi pengguna, terbaru dahulu (4 di lonceng, 10 di halaman)",
        querystring: notificationListQuery,
        response: { 200: notificationListResponse, ...errors },
      },
    },
    async (request) => listNotifications(app.db, currentUser(request), request.query),
  );

  app.get(
    "/egs/notification/count",
    {
      config: { cache: "user" },
      schema: {
        tags,
        security,
        summary: "Penghitung belum dibaca: persetujuan_count, surat_masuk, konsep, notifCount",
        response: { 200: notificationCountersResponse, ...errors },
      },
    },
    async (request) => ({ items: await counters(app.db, currentUser(request).userId) }),
  );

  app.post(
    "/egs/notification/read",
    {
      schema: {
        tags,
        security,
        summary:
          "Tandai dibaca: satu kategori (daftarnya dibuka), satu notifikasi (id), atau semua",
        body: notificationReadBody,
        response: { 200: notificationCountersResponse, ...errors },
      },
    },
    async (request) => ({
      items: await markRead(app.db, currentUser(request).userId, request.body),
    }),
  );

  app.get(
    "/api/egs/stream",
    {
      schema: {
        tags,
        security,
        summary:
          "Server-Sent Events: 'counters' saat terhubung dan setiap berubah, 'notification' untuk setiap notifikasi baru",
        response: { 401: errorBody },
      },
    },
    async (request, reply) => openStream(app, request, reply, currentUser(request)),
  );
};

export default routes;
