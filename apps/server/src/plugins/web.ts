import { stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import { isApiPath } from "./errors";

/**
 * Serves the built web app. Any GET that is not an API path and not a file answers
 * index.html, so every client route can be reloaded (history fallback).
 */
export default fp(
  async (app, opts: { root: string }) => {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // The build stores .br and .gz copies (apps/web/scripts/precompress-plugin.ts): sent
      // as they are, instead of compressing every chunk again for every visitor.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    app.get("/*", { schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split("?")[0] ?? "/";
      if (isApiPath(url)) return reply.callNotFound();
      let file: string;
      try {
        file = path.normalize(decodeURIComponent(url)).replace(/^[/\\]+/, "");
      } catch {
        return reply.callNotFound();
      }
      if (path.extname(file)) {
        const found = await stat(path.join(opts.root, file)).catch(() => null);
        return found?.isFile() ? reply.sendFile(file) : reply.callNotFound();
      }
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    });
  },
  { name: "web", dependencies: ["errors"] },
);
