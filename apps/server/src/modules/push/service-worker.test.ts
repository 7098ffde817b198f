import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { Database } from "../../db/client";
import { openTestDatabase } from "../../test/database";
import { TEST_JWT_SECRET } from "../../test/harness";
import { testSigning } from "../../test/signing";

/** Vite copies apps/web/public into the build as is: the worker is served from the root. */
const workerSource = path.resolve(import.meta.dirname, "../../../../web/public/sw.js");

let dist: string;
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "lontar-web-"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Lontar</title>");
  await copyFile(workerSource, path.join(dist, "sw.js"));
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    logLevel: "silent",
    signing: testSigning(),
    webDist: dist,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dist, { recursive: true, force: true });
});

describe("service worker", () => {
  it("is served at /sw.js as JavaScript, revalidated, under a CSP that lets it register", async () => {
    const res = await app.inject({ method: "GET", url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('addEventListener("push"');
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
  });
});
