import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "./errors";
import { assetPath, loadWebAssets, pickEncoding, type WebAsset } from "./web-assets";

function send(request: FastifyRequest, reply: FastifyReply, asset: WebAsset) {
  reply
    .header("content-type", asset.type)
    .header("etag", asset.etag)
    .header("vary", "accept-encoding")
    .header("cache-control", asset.immutable ? "public, max-age=31536000, immutable" : "no-cache");
  if (request.headers["if-none-match"] === asset.etag) return reply.code(304).send();
  const { body, encoding } = pickEncoding(asset, request.headers["accept-encoding"]);
  if (encoding) reply.header("content-encoding", encoding);
  return reply.header("content-length", body.length).send(body);
}

/**
 * Serves the built web app from memory (./web-assets.ts), each file in the build's Brotli or
 * gzip copy as the browser accepts. Any GET that is not an API path and not a file answers
 * index.html, so every client route can be reloaded (history fallback).
 */
export default fp(
  async (app, opts: { root: string }) => {
    const find = await loadWebAssets(opts.root);
    app.get("/*", { schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split("?")[0] ?? "/";
      if (isApiPath(url)) return reply.callNotFound();
      const file = assetPath(url);
      if (file === null) return reply.callNotFound();
      const asset = await find(path.posix.extname(file) ? file : "index.html");
      return asset ? send(request, reply, asset) : reply.callNotFound();
    });
  },
  { name: "web", dependencies: ["errors"] },
);
