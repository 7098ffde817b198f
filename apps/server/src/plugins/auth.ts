import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthenticated } from "../lib/app-error";
import type { AccessTokenSigner } from "../modules/auth/access-token";
import { findActiveSession } from "../modules/auth/auth.repository";
import type { AuthUser } from "../modules/auth/auth.service";
import { sessionCache } from "./session-cache";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`. */
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token of a live session of an active user, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook factory: authenticated and one of these user levels, else 403. */
    requireLevel: (
      ...levels: number[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in user of a route that ran `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export default fp(
  async (app, opts: { tokens: AccessTokenSigner }) => {
    app.decorateRequest("auth", null);
    const activeSession = sessionCache(app.dataVersion, (id) => findActiveSession(app.db, id));

    const authenticate = async (request: FastifyRequest) => {
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
      };
    };
    app.decorate("authenticate", authenticate);
    app.decorate("requireLevel", (...levels: number[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!levels.includes(currentUser(request).userLevel)) throw forbidden();
    });
  },
  { name: "auth", dependencies: ["db", "data-version"] },
);
