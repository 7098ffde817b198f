import {
  authMessages,
  changePasswordRequest,
  loginRequest,
  refreshRequest,
  revokeRequest,
  tokenPair,
} from "@lontar/contracts/auth";
import { dataEnvelope, errorBody, itemsEnvelope } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import type { AccessTokenSigner } from "./access-token";
import * as auth from "./auth.service";

const errors = { 401: errorBody, 403: errorBody, 422: errorBody, 429: errorBody };

const routes: FastifyPluginAsyncZod<{ tokens: AccessTokenSigner; refreshTtl: number }> = async (
  app,
  opts,
) => {
  const deps = () => ({ db: app.db, tokens: opts.tokens, refreshTtl: opts.refreshTtl });
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  });
  // Per-address cap on top of the per-username lockout, against password spraying.
  const loginLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

  app.post(
    "/api/egs/token",
    {
      config: loginLimit,
      schema: {
        tags: ["auth"],
        summary: "Login: username dan password menjadi token akses dan token refresh",
        body: loginRequest,
        response: { 200: dataEnvelope(tokenPair), ...errors },
      },
    },
    async (request) => ({ data: await auth.login(deps(), request.body, client(request)) }),
  );

  app.post(
    "/api/egs/token/refresh",
    {
      config: loginLimit,
      schema: {
        tags: ["auth"],
        summary: "Tukar token refresh dengan pasangan token baru (rotasi, deteksi pemakaian ulang)",
        body: refreshRequest,
        response: { 200: dataEnvelope(tokenPair), ...errors },
      },
    },
    async (request) => ({
      data: await auth.refresh(deps(), request.body.refresh_token, client(request)),
    }),
  );

  app.post(
    "/api/egs/revoke",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "Logout: mengakhiri sesi ini",
        security: [{ bearer: [] }],
        body: revokeRequest.optional(),
        response: { 200: dataEnvelope(z.object({ revoked: z.boolean() })), 401: errorBody },
      },
    },
    async (request) => {
      await auth.revoke(deps(), currentUser(request), request.ip, request.body?.fcm_token);
      return { data: { revoked: true } };
    },
  );

  app.post(
    "/egs/pegawai-egs/api/user/change-password",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "Ganti password; sesi lain pengguna ini berakhir",
        security: [{ bearer: [] }],
        body: changePasswordRequest,
        response: { 200: itemsEnvelope(z.object({ message: z.string() })), ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(deps(), currentUser(request), request.body, request.ip);
      return { items: { message: authMessages.changePasswordSuccess } };
    },
  );
};
export default routes;
