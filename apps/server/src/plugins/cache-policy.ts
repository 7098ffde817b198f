import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { isApiPath } from "./errors";

/** What a browser or proxy may keep of an API answer: nothing, unless the route says so. */
export const NO_STORE = "no-store";
/** A private file (attachment, specimen): the browser keeps it but asks again before each use. */
export const PRIVATE_REVALIDATE = "private, no-cache";

/** The response schema of a 304: no body, the browser's copy (its ETag) still holds. */
export const notModified = z
  .null()
  .describe("Tidak berubah: salinan di browser (ETag) masih berlaku");

/** A strong validator of content that never changes under its hash (content-addressed files). */
export const etagOf = (sha256: string) => `"${sha256}"`;

/** Whether the browser already holds this copy (If-None-Match): then the answer is a 304. */
export function browserHolds(request: FastifyRequest, etag: string) {
  const held = request.headers["if-none-match"];
  return held?.split(",").some((tag) => tag.trim() === etag) ?? false;
}

/**
 * Whether the browser's copy of content stored at `storedAt` still holds: its ETag matches, or,
 * when it sends none, its If-Modified-Since is not before the content was stored (HTTP dates
 * have whole seconds). An If-None-Match that does not match wins over the date (RFC 9110 §13.2.2).
 */
export function browserHoldsSince(request: FastifyRequest, etag: string, storedAt: Date) {
  if (request.headers["if-none-match"] !== undefined) return browserHolds(request, etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(storedAt.getTime() / 1000) * 1000 <= since;
}

/**
 * The caching headers of a private file's 200 or 304, set once the access check has passed
 * (a 304 goes only to someone who may read the file now) and the content is at hand (a file
 * gone from the storage answers a plain 404).
 */
export function privateFile(reply: FastifyReply, etag: string, storedAt?: Date) {
  reply.header("cache-control", PRIVATE_REVALIDATE).header("etag", etag);
  return storedAt ? reply.header("last-modified", storedAt.toUTCString()) : reply;
}

/**
 * Answers of the API carry personal and letter data, and a shared computer's browser cache or a
 * proxy must not keep them: every API answer (errors included) is `no-store` unless its route
 * set its own Cache-Control (private files: `private, no-cache` with an ETag). The web app's
 * files keep theirs (plugins/web.ts: hashed assets immutable, index.html no-cache).
 */
export default fp(
  async (app) => {
    app.addHook("onSend", async (request, reply, payload) => {
      const path = request.url.split("?")[0] ?? "/";
      const api = isApiPath(path) || path === "/docs" || path.startsWith("/docs/");
      if (api && !reply.hasHeader("cache-control")) reply.header("cache-control", NO_STORE);
      return payload;
    });
  },
  { name: "cache-policy" },
);
