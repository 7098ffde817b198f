import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthenticated } from "../lib/app-error";
import type { AuthUser } from "../lib/auth-user";
import type { AccessTokenSigner } from "../modules/auth/access-token";
import { findActiveSession } from "../modules/auth/auth.repository";
import { sessionCache } from "./session-cache";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`. */
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: a valid bearer token of a live session of an active user, else 401.
     * Checks once per request: a second call (a route's own guard after `requireSession`'s
     * hook) finds `request.auth` set and returns.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Whether a session is still live (not logged out or revoked, its user active): for a
     * long-lived answer such as the notification stream, which checks it again as it runs.
     */
    sessionActive: (sessionId: string) => Promise<boolean>;
    /** onRequest hook factory: authenticated and one of these user levels, else 403. */
    requireLevel: (
      ...levels: number[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Anyone may call the route, though its plugin is registered behind `requireSession`. */
    public?: boolean;
  }
}

/** The signed-in user of an authenticated route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The public pages' API (tracking, verification, the sample letter): public by its path. */
export const PUBLIC_PREFIX = "/egs/public/";

/** Whether anyone may call the route: under PUBLIC_PREFIX, or it says `config: { public: true }`. */
export const isPublicRoute = (route: { url?: string; config: { public?: boolean } }) =>
  route.config.public === true || (route.url?.startsWith(PUBLIC_PREFIX) ?? false);

/**
 * Puts every route registered in `scope` (and in the plugins it registers) behind a live
 * session: one onRequest hook for the whole scope, like fastify/demo's autohooks, instead of
 * `onRequest: app.authenticate` on each route. Public routes (isPublicRoute) pass untouched.
 * The hook runs before each route's own hooks, so level guards (`app.requireLevel`) and rate
 * limits come after authentication.
 */
export function requireSession(scope: FastifyInstance): void {
  scope.addHook("onRequest", async (request, reply) => {
    if (isPublicRoute(request.routeOptions)) return;
    await scope.authenticate(request, reply);
  });
}

export default fp(
  async (app, opts: { tokens: AccessTokenSigner }) => {
    app.decorateRequest("auth", null);
    const activeSession = sessionCache(app.dataVersion, (id) => findActiveSession(app.db, id));

    const authenticate = async (request: FastifyRequest) => {
      if (request.auth) return;
      const header = request.headers.authorization;
      const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
      if (!token) throw unauthenticated();
      const claims = await opts.tokens.verify(token);
      const session = await activeSession(claims.sessionId);
      if (!session || session.userId !== claims.userId || session.status !== "aktif")
        throw unauthenticated();
      request.auth = {
        userId: session.userId,
        sessionId: session.sessionId,
        username: session.username,
        userLevel: session.userLevel,
        pegNip: session.pegNip,
        pegawaiId: session.pegawaiId,
        satuanKerjaId: session.satuanKerjaId,
        menus: session.menus,
      };
    };
    app.decorate("authenticate", authenticate);
    app.decorate("sessionActive", async (sessionId: string) => {
      const session = await findActiveSession(app.db, sessionId);
      return session?.status === "aktif";
    });
    app.decorate("requireLevel", (...levels: number[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!levels.includes(currentUser(request).userLevel)) throw forbidden();
    });
  },
  { name: "auth", dependencies: ["db", "data-version"] },
);
