import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentLetter } from "./test/factories/surat-keluar";
import { createTestApp, type TestApp } from "./test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("compression of the API's answers", () => {
  it("gives a browser brotli at quality 1, the cheapest of the encodings it offers", async () => {
    const id = await sentLetter(t);
    const url = `/egs/mail/${id}`;
    // Opened once first: the first opening marks the letter read.
    await t.as("staf")({ method: "GET", url });
    const plain = await t.as("staf")({
      method: "GET",
      url,
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await t.as("staf")({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    const quality = (q: number) =>
      brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: q } });
    expect(res.rawPayload.equals(quality(1))).toBe(true);
    expect(res.rawPayload.equals(quality(4))).toBe(false);
  });
});
