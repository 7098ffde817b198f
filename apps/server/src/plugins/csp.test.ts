import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { HSTS_HEADER, headersFor, securityHeaders } from "./csp";

/** Issue 25 item 8: Strict-Transport-Security only on answers over HTTPS. */
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});

const hsts = async (t: TestApp, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: "GET", url: "/api/health", headers })).headers[HSTS_HEADER];

describe("HSTS", () => {
  it("is among helmet's headers, and dropped for plain HTTP only", () => {
    const all = securityHeaders();
    expect(all.map(([name]) => name.toLowerCase())).toContain(HSTS_HEADER);
    expect(headersFor(all, true)).toEqual(all);
    expect(headersFor(all, false).map(([name]) => name.toLowerCase())).not.toContain(HSTS_HEADER);
    expect(headersFor(all, false)).toHaveLength(all.length - 1);
  });

  it("is not sent over plain HTTP, with or without a proxy", async () => {
    expect(await hsts(direct)).toBeUndefined();
    expect(await hsts(proxied, { "x-forwarded-proto": "http" })).toBeUndefined();
  });

  it("is sent when a trusted proxy says the client came over HTTPS", async () => {
    expect(await hsts(proxied, { "x-forwarded-proto": "https" })).toMatch(/max-age=\d+/);
  });

  it("ignores X-Forwarded-Proto from an untrusted client", async () => {
    expect(await hsts(direct, { "x-forwarded-proto": "https" })).toBeUndefined();
  });

  it("keeps the other security headers on plain HTTP", async () => {
    const res = await direct.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
