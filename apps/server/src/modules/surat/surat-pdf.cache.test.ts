import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, send, typicalLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";

/**
 * Issue 23 item 13: a signed letter never changes, so its PDF is kept by the reader's browser
 * (privately, never by a shared cache) and revalidated: a second view costs a 304, not the
 * bytes. Renderings (a draft, the copy without letterhead) are never kept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pdfOf = (username: string, id: string, headers: Record<string, string> = {}, query = "") =>
  t.as(username)({ method: "GET", url: `/egs/mail/${id}/pdf${query}`, headers });

/** `staf` writes to `kadisdik`; `kadis` reviews and, when `sign`, signs. */
async function letter(sign: boolean) {
  const body = await typicalLetter(t, {}, ["kadis"]);
  expect((await send(t, body)).statusCode).toBe(200);
  const id = body.initId as string;
  if (sign) expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(200);
  return id;
}

describe("the signed letter's PDF in the browser's cache", () => {
  it("carries a private, revalidating cache policy with its ETag and Last-Modified", async () => {
    const id = await letter(true);
    const first = await pdfOf("kadisdik", id);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const sha = createHash("sha256").update(first.rawPayload).digest("hex");
    expect(first.headers.etag).toBe(`"${sha}"`);
    const lastModified = String(first.headers["last-modified"]);
    expect(Date.now() - Date.parse(lastModified)).toBeLessThan(60_000);

    const again = await pdfOf("kadisdik", id, { "if-none-match": `"${sha}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(`"${sha}"`);
    expect(again.headers["cache-control"]).toBe("private, no-cache");
    const byDate = await pdfOf("staf", id, { "if-modified-since": lastModified });
    expect(byDate.statusCode).toBe(304);

    // Another copy, or a stale date under a wrong ETag: the bytes again.
    const other = await pdfOf("kadisdik", id, {
      "if-none-match": '"0000"',
      "if-modified-since": lastModified,
    });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers a 304 only to someone who may read the letter now", async () => {
    const id = await letter(true);
    const etag = String((await pdfOf("kadisdik", id)).headers.etag);
    for (const username of ["admin", "kabid"]) {
      const res = await pdfOf(username, id, { "if-none-match": etag });
      expect(res.statusCode, username).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers.etag).toBeUndefined();
    }
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/egs/mail/${id}/pdf`,
      headers: { "if-none-match": etag },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never keeps a rendering: a letter under review, or the copy without letterhead", async () => {
    const unsigned = await letter(false);
    const signed = await letter(true);
    for (const [id, query] of [
      [unsigned, ""],
      [signed, "?no_kop=1"],
    ] as const) {
      const res = await pdfOf("staf", id, { "if-none-match": "*" }, query);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers["last-modified"]).toBeUndefined();
    }
  });
});
