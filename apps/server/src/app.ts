import { createHmac } from "node:crypto";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Db } from "./db/client";
import appLinksRoutes from "./modules/app-links/app-links.routes";
import { accessTokenSigner } from "./modules/auth/access-token";
import authRoutes from "./modules/auth/auth.routes";
import esignPlugin, { type EsignOptions } from "./modules/esign/esign.plugin";
import { fileRules } from "./modules/file-rules";
import fileStoragePlugin from "./modules/files/files.plugin";
import type { FileStorage } from "./modules/files/files.storage";
import type { UploadLimits } from "./modules/files/upload-limits";
import realtimePlugin from "./modules/notifikasi/realtime.plugin";
import pushPlugin, { type PushOptions } from "./modules/push/push.plugin";
import { domainRoutes } from "./modules/routes";
import trackingPlugin, { type TrackingOptions } from "./modules/tracking/tracking.plugin";
import authPlugin, { requireSession } from "./plugins/auth";
import cachePolicyPlugin from "./plugins/cache-policy";
import { headersFor, securityHeaders } from "./plugins/csp";
import dataVersionPlugin from "./plugins/data-version";
import dbPlugin from "./plugins/db";
import docsPlugin from "./plugins/docs";
import errorsPlugin from "./plugins/errors";
import requestOriginPlugin from "./plugins/request-origin";
import responseCachePlugin from "./plugins/response-cache";
import webPlugin from "./plugins/web";

export interface BuildOptions {
  db: Db;
  jwtSecret: string;
  accessTokenTtl?: number;
  refreshTokenTtl?: number;
  /** Logins one address may attempt a minute (60 unless given). */
  loginPerMinute?: number;
  /** Folder of the built web app to serve, or null for the API only. */
  webDist?: string | null;
  trustProxy?: boolean;
  logLevel?: string;
  /** The content-addressed file storage (disk or S3, see main.ts); a temp folder if unset. */
  storage?: FileStorage;
  /** The instance CA and the public address QR codes point to. */
  signing: EsignOptions;
  /** Public tracking: the captcha and download-link secret (random per process if unset). */
  tracking?: TrackingOptions;
  /** Web Push: the VAPID keys (a fresh pair per process if unset). */
  push?: PushOptions;
  /** Each user's upload rate and unattached quota (defaults in files/upload-limits.ts). */
  uploads?: UploadLimits;
  /** Serve the API documentation at /docs (config.ts: off in production unless API_DOCS=true). */
  apiDocs?: boolean;
  /** Where the Android app is downloaded (ANDROID_APP_URL), offered on /unsupport-browser. */
  androidAppUrl?: string | null;
}

/** A registered route, as `app.routeTable` lists it. */
export interface RouteEntry {
  method: string;
  url: string;
  /** Its GET answers are kept by the response cache (`config.cache`). */
  cached: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every registered route (method, URL pattern, and whether its answers are cached). */
    routeTable: RouteEntry[];
  }
}

/** Builds the Fastify application: third-party plugins, then ours, then routes. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? "warn" },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // Clients of the original system call some paths with a trailing slash
    // (`/egs/pegawai-egs/api/unit-kerja/?satuan_kerja_id=…`): `/x/` answers as `/x`.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, so a test can check each one's guard (see app.routes.test.ts).
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const cached = route.config?.cache === "user";
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, cached });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const https = securityHeaders();
  const http = headersFor(https, false);
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of request.protocol === "https" ? https : http)
      reply.raw.setHeader(name, value);
    done();
  });
  // The web app's refresh token (modules/auth/refresh-cookie.ts).
  await app.register(cookie);
  // Before compression: the cache keeps and replays the plain body (plugins/response-cache.ts).
  await app.register(dataVersionPlugin, { db: options.db });
  await app.register(responseCachePlugin);
  await app.register(cachePolicyPlugin);
  // A browser offers brotli first. The answers are a few kilobytes of JSON, made once each:
  // brotli's quality 4 (the plugin's default) took about a quarter of the server's CPU for an
  // uncached inbox page (6.7 KB), quality 1 half as much, for 1,703 bytes instead of 1,597.
  // The web app's files keep the build's own copies, made at the highest quality.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(rateLimit, { global: false });

  await app.register(errorsPlugin);
  await app.register(requestOriginPlugin);
  await app.register(dbPlugin, { db: options.db });
  const tokens = accessTokenSigner(options.jwtSecret, options.accessTokenTtl ?? 900);
  await app.register(authPlugin, { tokens });
  await app.register(realtimePlugin);
  await app.register(fileStoragePlugin, {
    storage: options.storage,
    rules: fileRules,
    limits: options.uploads,
  });
  await app.register(esignPlugin, options.signing);
  await app.register(trackingPlugin, options.tracking ?? {});
  await app.register(pushPlugin, options.push ?? {});
  await app.register(docsPlugin, { ui: options.apiDocs ?? true });

  app.get("/api/health", { schema: { hide: true } }, async () => ({ data: { status: "ok" } }));
  // One scope, one hook: every route below needs a live session unless it is public
  // (plugins/auth.ts, requireSession).
  await app.register(async (api) => {
    requireSession(api);
    await api.register(authRoutes, {
      tokens,
      refreshTtl: options.refreshTokenTtl ?? 2_592_000,
      loginPerMinute: options.loginPerMinute ?? 60,
      // Its own key, derived from the JWT secret: successors of refresh tokens (auth.rules.ts).
      refreshKey: createHmac("sha256", options.jwtSecret)
        .update("lontar-refresh-successor")
        .digest("base64url"),
    });
    for (const routes of domainRoutes) await api.register(routes);
    await api.register(appLinksRoutes, { android: options.androidAppUrl ?? null });
  });

  if (options.webDist) await app.register(webPlugin, { root: options.webDist });
  return app;
}
