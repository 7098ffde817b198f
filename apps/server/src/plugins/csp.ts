import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

/**
 * The Content-Security-Policy of every answer (ARCHITECTURE.md §7), given to helmet. The web
 * app has no inline script (its index.html loads one module file; the service worker is a
 * file too), so scripts come from our origin only.
 */
export const contentSecurityPolicy = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  // Ant Design writes its CSS-in-JS into <style> elements and sets style attributes at run
  // time, so inline styles stay allowed; inline scripts do not.
  "style-src": ["'self'", "'unsafe-inline'"],
  // Scanned pages and signature specimens are previewed from blob: URLs.
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  // The pdf.js and captcha workers are files of our own origin.
  "worker-src": ["'self'"],
  // Archive files and letterheads are previewed in an <iframe> of a blob: URL.
  "frame-src": ["'self'", "blob:"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  // Agencies often serve Lontar over plain HTTP on their intranet.
  "upgrade-insecure-requests": null,
};

/** HSTS: meaningful, and honoured by browsers, only on an answer over HTTPS. */
export const HSTS_HEADER = "strict-transport-security";

/**
 * helmet's security headers with our policy, worked out once: they are the same for every
 * answer, and building helmet's middleware per request (as its Fastify plugin does) parses
 * the whole policy each time. Strict-Transport-Security is among them: send it only when
 * `sendsOverHttps` (see `headersFor`).
 */
export function securityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy } })(
    { headers: {} } as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

/**
 * The security headers of one answer: HSTS only over HTTPS (browsers ignore it on plain HTTP,
 * RFC 6797 §8.1, and an intranet served over HTTP should not announce it). `https` is Fastify's
 * `request.protocol`: the socket's, or X-Forwarded-Proto when the proxy is trusted
 * (TRUST_PROXY).
 */
export function headersFor(headers: [string, string][], https: boolean): [string, string][] {
  return https ? headers : headers.filter(([name]) => name.toLowerCase() !== HSTS_HEADER);
}
