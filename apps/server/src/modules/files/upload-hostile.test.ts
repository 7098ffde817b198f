import http from "node:http";
import type { AddressInfo } from "node:net";
import { FILE_SIZE_MESSAGE, MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartUpload, PDF_BYTES } from "../../test/factories/files";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const upload = (bytes: Buffer, name: string, url = "/api/master/store-file") =>
  t.as("staf")({ ...multipartUpload(bytes, name), url });

describe("hostile file names are normalised, never used as paths", () => {
  const cases: [string, string][] = [
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["..\\..\\windows\\win.ini.pdf", "win.ini.pdf"],
    ["surat\u0001\u001b[31m.pdf", "surat[31m.pdf"],
    ["nama\u0000tersembunyi.pdf", "namatersembunyi.pdf"],
    ["foto\u202egpj.pdf", "fotogpj.pdf"],
    ["..", "file.pdf"],
    ["", "file.pdf"],
  ];
  it.each(cases)("%j is stored as %j", async (name, stored) => {
    const res = await upload(PDF_BYTES, name);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file_name).toBe(stored);
    const file = await t.as("staf")({ method: "GET", url: `/api/files/${res.json().data._id}` });
    const disposition = String(file.headers["content-disposition"]);
    expect([...disposition].every((c) => c >= " ")).toBe(true);
  });

  it("cuts a very long name to 200 characters", async () => {
    const res = await upload(PDF_BYTES, `${"n".repeat(5_000)}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file_name).toHaveLength(200);
  });
});

describe("malformed multipart forms are refused as 422, not as server errors", () => {
  const garbage = (url: string) =>
    t.as("sekretariat")({
      method: "POST",
      url,
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      payload:
        '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
    });
  it.each(["/api/master/store-file", "/egs/scan-pdf", "/egs/arsip", "/egs/esign/specimen"])(
    "%s",
    async (url) => {
      const res = await garbage(url);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file[0]).toMatch(/File|gambar/);
    },
  );
});

/**
 * Streams a PDF header followed by zeros, chunk by chunk with back-pressure, up to `total`
 * bytes or until the server answers; resolves to the answer and the bytes sent by then.
 */
function streamUpload(total: number): Promise<{ status: number; body: string; sent: number }> {
  const boundary = "grow";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="besar.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n",
  );
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  return t.login("staf").then(
    ({ access_token }) =>
      new Promise((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = http.request({
          port,
          method: "POST",
          path: "/api/master/store-file",
          headers: {
            authorization: `Bearer ${access_token}`,
            "content-type": `multipart/form-data; boundary=${boundary}`,
          },
        });
        req.on("response", (res) => {
          answered = true;
          const sentWhenAnswered = sent;
          let body = "";
          res.on("data", (d) => {
            body += d;
          });
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, sent: sentWhenAnswered });
          });
        });
        req.on("error", (error) => {
          if (!answered) reject(error);
        });
        const pump = () => {
          while (!answered && sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
          if (!answered) req.end(`\r\n--${boundary}--\r\n`);
        };
        req.write(head);
        pump();
      }),
  );
}

// Skipped: over a real socket the refusal does not reach the client yet (under investigation).
describe("an upload over the limit", () => {
  it("is refused while it streams, without holding the file in memory", {
    timeout: 120_000,
  }, async () => {
    global.gc?.();
    const before = process.memoryUsage();
    const total = MAX_UPLOAD_BYTES * 3;
    const res = await streamUpload(total);
    const after = process.memoryUsage();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).errors.file).toEqual([FILE_SIZE_MESSAGE]);
    // The answer came soon after the limit, long before the stream's end (of 300 MB the client
    // had written 124–144 MB when it arrived; socket buffers and a busy CPU add to the limit).
    expect(res.sent).toBeLessThan(MAX_UPLOAD_BYTES * 2);
    const grown = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
    expect(grown).toBeLessThan(MAX_UPLOAD_BYTES / 2);
  });
});
