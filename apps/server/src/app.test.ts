import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import type { Database } from "./db/client";
import { openTestDatabase } from "./test/database";
import { TEST_JWT_SECRET } from "./test/harness";
import { testSigning } from "./test/signing";

let app: FastifyInstance;
let database: Database;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "lontar-web-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Lontar</title>");
  await writeFile(path.join(webDist, "assets", "main-abc123.js"), "console.log('lontar')");
  // What the build's precompress step leaves beside a chunk (here with a marker, to tell them apart).
  const big = `console.log("${"lontar ".repeat(400)}")`;
  await writeFile(path.join(webDist, "assets", "big-abc123.js"), big);
  await writeFile(
    path.join(webDist, "assets", "big-abc123.js.br"),
    brotliCompressSync(`${big}//br`),
  );
  await writeFile(path.join(webDist, "assets", "big-abc123.js.gz"), gzipSync(`${big}//gz`));
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    webDist,
    logLevel: "silent",
    signing: testSigning(),
  });
  app.get("/api/test-crash", async () => {
    throw new Error("secret detail from the database driver");
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("web app serving", () => {
  it.each([
    "/",
    "/dashboard",
    "/surat-keluar/konsep/detail/0192f0c0-aaaa",
    "/manajemen-master/satuan-kerja",
  ])("answers index.html for the client route %s so it can be reloaded", async (url) => {
    const res = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<title>Lontar</title>");
  });

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("sends the build's compressed copy of an asset as it is, by the browser's Accept-Encoding", async () => {
    const url = "/assets/big-abc123.js";
    const br = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/\/\/br$/);
    const gz = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/\/\/gz$/);
    const plain = await app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.startsWith("console.log")).toBe(true);
    expect(br.headers["cache-control"]).toContain("immutable");
  });

  it("answers a repeated request with 304 when the browser holds the same copy", async () => {
    const first = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(first.headers["content-type"]).toContain("javascript");
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: "GET",
      url: "/assets/main-abc123.js",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const head = await app.inject({ method: "HEAD", url: "/assets/main-abc123.js" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("serves a page rebuilt while it runs: a new index.html and the chunks it names", async () => {
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Lontar 2</title>");
    await writeFile(path.join(webDist, "assets", "main-def456.js"), "console.log(2)");
    const page = await app.inject({ method: "GET", url: "/dashboard" });
    expect(page.body).toContain("Lontar 2");
    const chunk = await app.inject({ method: "GET", url: "/assets/main-def456.js" });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe("console.log(2)");
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Lontar</title>");
  });

  it("never serves hidden files such as the build manifest, nor paths out of the folder", async () => {
    await mkdir(path.join(webDist, ".vite"), { recursive: true });
    await writeFile(path.join(webDist, ".vite", "manifest.json"), "{}");
    for (const url of [
      "/.vite/manifest.json",
      "/..%2f..%2fpackage.json",
      "/assets/%2e%2e/%2e%2e/package.json",
    ])
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
  });

  it("answers a missing asset and an unknown API path with 404 in the error envelope", async () => {
    expect((await app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
    const res = await app.inject({ method: "GET", url: "/egs/tidak-ada" });
    expect(res.statusCode).toBe(404);
    expect(res.json().diagnostic).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("sends security headers on every answer, errors included", async () => {
    for (const url of ["/", "/api/health", "/egs/tidak-ada", "/egs/mail"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"], url).toContain("script-src 'self';");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.headers["x-powered-by"], url).toBeUndefined();
    }
  });
});

describe("errors", () => {
  it("never shows an exception's text in a 500", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test-crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      diagnostic: { status: 500, code: "INTERNAL", message: "Terjadi kesalahan pada server" },
    });
    expect(res.body).not.toContain("secret detail");
  });

  it("answers malformed JSON with a 400 in the envelope", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/egs/token",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().diagnostic.status).toBe(400);
  });

  it("answers a request without a valid session in Indonesian", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/egs/dashboard/count",
      headers: { authorization: "Bearer bukan-token" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().diagnostic.message).toBe("Sesi tidak valid, silakan login kembali.");
  });

  it("words a schema's own checks in Indonesian, not zod's English", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: 7, password: "x" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username).toEqual([
      "Input tidak valid: diharapkan string, diterima number",
    ]);
  });
});

describe("OpenAPI", () => {
  it("documents the API at /docs/json and serves the UI at /docs", async () => {
    const doc = (await app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/egs/token",
        "/api/egs/token/refresh",
        "/api/egs/user",
        "/api/egs/revoke",
        "/egs/master/menu",
      ]),
    );
    const ui = await app.inject({ method: "GET", url: "/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
