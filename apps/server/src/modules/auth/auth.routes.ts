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
import { unauthenticated } from "../../lib/app-error";
import { currentUser } from "../../plugins/auth";
import type { AccessTokenSigner } from "./access-token";
import * as auth from "./auth.service";
import { clearRefreshCookie, cookieRefreshToken, setRefreshCookie } from "./refresh-cookie";

const errors = { 401: errorBody, 403: errorBody, 422: errorBody, 428: errorBody, 429: errorBody };

const routes: FastifyPluginAsyncZod<{
  tokens: AccessTokenSigner;
  refreshTtl: number;
  refreshKey: string;
  /** Logins one address may attempt a minute. */
  loginPerMinute: number;
}> = async (app, opts) => {
  const deps = () => ({
    db: app.db,
    tokens: opts.tokens,
    refreshTtl: opts.refreshTtl,
    pushServiceHosts: app.push.serviceHosts,
    refreshKey: opts.refreshKey,
    captcha: app.tracking.captcha,
  });
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  });
  // Per-address cap on top of the per-username lockout, against password spraying. An office
  // behind one router is one address: LOGIN_RATE_PER_MINUTE raises it for a morning rush.
  const loginLimit = { rateLimit: { max: opts.loginPerMinute, timeWindow: "1 minute" } };

  app.post(
    "/api/egs/token",
    {
      config: { public: true, ...loginLimit },
      schema: {
        tags: ["auth"],
        summary: "Login: username dan password menjadi token akses dan token refresh",
        body: loginRequest,
        response: { 200: dataEnvelope(tokenPair), ...errors },
      },
    },
    async (request, reply) => {
      const pair = await auth.login(deps(), request.body, client(request));
      setRefreshCookie(request, reply, pair.refresh_token, opts.refreshTtl);
      return { data: pair };
    },
  );

  app.post(
    "/api/egs/token/refresh",
    {
      config: { public: true, ...loginLimit },
      schema: {
        tags: ["auth"],
        summary: "Tukar token refresh dengan pasangan token baru (rotasi, deteksi pemakaian ulang)",
        // API clients send the token; the web app sends `{}` and relies on its cookie.
        body: refreshRequest.partial(),
        response: { 200: dataEnvelope(tokenPair), ...errors },
      },
    },
    async (request, reply) => {
      const fromBody = request.body.refresh_token;
      const token = fromBody ?? cookieRefreshToken(request);
      if (!token) throw unauthenticated();
      try {
        const pair = await auth.refresh(deps(), token, client(request));
        setRefreshCookie(request, reply, pair.refresh_token, opts.refreshTtl);
        return { data: pair };
      } catch (error) {
        // A dead cookie is dropped, so the browser stops offering it.
        if (!fromBody) clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    "/api/egs/revoke",
    {
      // With a bearer token, that session ends; without one, the session of the refresh
      // cookie (the web app after a reload, before it refreshed).
      config: { public: true },
      onRequest: async (request, reply) => {
        if (request.headers.authorization) await app.authenticate(request, reply);
      },
      schema: {
        tags: ["auth"],
        summary: "Logout: mengakhiri sesi ini",
        security: [{ bearer: [] }],
        body: revokeRequest.optional(),
        response: { 200: dataEnvelope(z.object({ revoked: z.boolean() })), 401: errorBody },
      },
    },
    async (request, reply) => {
      const fcmToken = request.body?.fcm_token;
      if (request.auth) {
        await auth.revoke(deps(), request.auth, request.ip, fcmToken);
      } else {
        const token = cookieRefreshToken(request);
        if (!token) throw unauthenticated();
        await auth.revokeByRefreshToken(deps(), token, request.ip, fcmToken);
      }
      clearRefreshCookie(request, reply);
      return { data: { revoked: true } };
    },
  );

  app.post(
    "/egs/pegawai-egs/api/user/change-password",
    {
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
