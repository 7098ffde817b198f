import { describe, expect, it } from "vitest";
import { assetPath, pickEncoding, type WebAsset } from "./web-assets";

const asset = (copies: Partial<WebAsset>): WebAsset => ({
  body: Buffer.from("plain"),
  type: "text/javascript; charset=utf-8",
  etag: '"x"',
  immutable: true,
  mtimeMs: 0,
  ...copies,
});

describe("assetPath", () => {
  it.each([
    ["/", ""],
    ["/assets/app-x1.js", "assets/app-x1.js"],
    ["/assets/app-x1.js?v=2", "assets/app-x1.js"],
    ["/favicon.svg", "favicon.svg"],
    ["/surat-masuk/daftar-surat", "surat-masuk/daftar-surat"],
    ["/assets/./app-x1.js", "assets/app-x1.js"],
  ])("reads %s as %s", (url, file) => {
    expect(assetPath(url)).toBe(file);
  });

  it.each([
    "/../etc/passwd",
    "/assets/../../etc/passwd",
    "/%2e%2e/etc/passwd",
    "/.vite/manifest.json",
    "/assets/.hidden.js",
    "/assets/%E0%A4%A.js",
    "/assets/a%00.js",
    "/assets\\..\\secret",
  ])("refuses %s", (url) => {
    expect(assetPath(url)).toBeNull();
  });
});

describe("pickEncoding", () => {
  const both = asset({ br: Buffer.from("br"), gzip: Buffer.from("gz") });

  it("prefers Brotli, then gzip, then the file itself", () => {
    expect(pickEncoding(both, "gzip, deflate, br, zstd").encoding).toBe("br");
    expect(pickEncoding(both, "gzip").encoding).toBe("gzip");
    expect(pickEncoding(both, undefined)).toEqual({ body: both.body, encoding: undefined });
    expect(pickEncoding(both, "identity").encoding).toBeUndefined();
  });

  it("honours q=0 and sends only the copies the build made", () => {
    expect(pickEncoding(both, "br;q=0, gzip;q=0.5").encoding).toBe("gzip");
    expect(pickEncoding(asset({ gzip: Buffer.from("gz") }), "br, gzip").encoding).toBe("gzip");
    expect(pickEncoding(asset({}), "br, gzip").encoding).toBeUndefined();
  });
});
