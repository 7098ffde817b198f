import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden } from "../../lib/app-error";

/**
 * The web app's refresh token lives in an HttpOnly cookie, out of reach of page scripts
 * (ARCHITECTURE.md §7). API clients keep receiving the token in the body as well.
 */
export const REFRESH_COOKIE = "lontar_refresh";

/**
 * A cookie has one Path, and only refresh (under /api/egs/token) and logout read it, so it is
 * set once per path: no other request ever carries it.
 */
export const REFRESH_COOKIE_PATHS = ["/api/egs/token", "/api/egs/revoke"] as const;

/**
 * Secure only over HTTPS (agencies also run Lontar on plain-HTTP intranets, where a Secure
 * cookie would never come back). `request.protocol` reads X-Forwarded-Proto when the server
 * trusts its proxy (TRUST_PROXY).
 */
const options = (request: FastifyRequest, path: string) => ({
  path,
  httpOnly: true,
  sameSite: "strict" as const,
  secure: request.protocol === "https",
});

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  for (const path of REFRESH_COOKIE_PATHS)
    reply.setCookie(REFRESH_COOKIE, token, { ...options(request, path), maxAge: maxAgeSeconds });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  for (const path of REFRESH_COOKIE_PATHS)
    reply.clearCookie(REFRESH_COOKIE, options(request, path));
}

/**
 * The refresh token of the cookie, for a request that did not send one in its body.
 * SameSite=Strict already keeps the cookie off cross-site requests; requiring a JSON body
 * as well means a cross-site form cannot use it even in a browser that ignores SameSite
 * (a cross-origin JSON request needs a CORS preflight, which this server never grants).
 * @throws FORBIDDEN (403) when the cookie comes with another content type.
 */
export function cookieRefreshToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[REFRESH_COOKIE];
  if (!token) return undefined;
  const type = String(request.headers["content-type"] ?? "");
  if (!/^application\/json\b/i.test(type))
    throw forbidden("Permintaan ditolak: kirim sebagai application/json.");
  return token;
}
