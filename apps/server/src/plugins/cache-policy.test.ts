import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartUpload, PDF_BYTES, PNG_BYTES } from "../test/factories/files";
import { sentLetter } from "../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../test/harness";

/**
 * Issue 25 item 6: answers with personal or letter data must not stay in a browser's or a
 * proxy's cache; private files are revalidated (validator, 304 only after the access check).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Cache-Control of the API", () => {
  it("every JSON answer is no-store, errors and public calls included", async () => {
    const id = await sentLetter(t);
    for (const url of [
      "/api/egs/user",
      `/egs/mail/${id}`,
      `/egs/mail-info/${id}`,
      "/egs/telusuri/mail",
      "/egs/notification",
      "/egs/mail/0190a0c0-0000-7000-8000-000000000000",
    ]) {
      const res = await t.as("staf")({ method: "GET", url });
      expect(res.headers["cache-control"], `${url} → ${res.statusCode}`).toBe("no-store");
    }
    for (const url of [`/egs/mail/${id}`, "/api/health", "/egs/tidak-ada"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["cache-control"], `anonymous ${url}`).toBe("no-store");
    }
  });

  it("the letter PDF is private and not stored", async () => {
    const id = await sentLetter(t);
    const res = await t.as("staf")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("a private file is revalidated: ETag, then 304 only for someone who may read it", async () => {
    const fileId = (await t.as("staf")(multipartUpload(PDF_BYTES))).json().data._id as string;
    const url = `/api/files/${fileId}`;
    const first = await t.as("staf")({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.as("staf")({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const stranger = await t.as("kadisdik")({
      method: "GET",
      url,
      headers: { "if-none-match": etag },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers["cache-control"]).toBe("no-store");
  });

  it("a signature specimen is revalidated the same way", async () => {
    const upload = await t.as("kadis")({
      ...multipartUpload(PNG_BYTES, "ttd.png", "image/png"),
      url: "/egs/esign/specimen",
    });
    const url = upload.json().items.image as string;
    const first = await t.as("kadis")({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const etag = String(first.headers.etag);
    const again = await t.as("kadis")({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe("the API docs", () => {
  it("are absent when switched off (production), while the document is still generated", async () => {
    const off = await createTestApp({ apiDocs: false });
    try {
      for (const url of ["/docs", "/docs/json", "/docs/static/index.html"]) {
        const res = await off.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
      }
      expect(Object.keys((off.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(
        10,
      );
    } finally {
      await off.close();
    }
    const on = await t.app.inject({ method: "GET", url: "/docs/json" });
    expect(on.statusCode).toBe(200);
    expect(on.headers["cache-control"]).toBe("no-store");
  });
});
