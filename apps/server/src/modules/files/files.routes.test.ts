import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFile } from "../../db/schema";
import { JPEG_BYTES, multipartUpload, PDF_BYTES, PNG_BYTES } from "../../test/factories/files";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (username: string, ...args: Parameters<typeof multipartUpload>) =>
  t.as(username)(multipartUpload(...args));

/** Every blob in the storage (the temp folder excluded). */
async function blobs(): Promise<string[]> {
  const entries = await readdir(t.filesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.parentPath.includes(`${path.sep}tmp`))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("POST /api/master/store-file", () => {
  it("stores a PDF and answers its id, name, size, type and URL", async () => {
    const res = await upload("staf", PDF_BYTES, "surat.pdf");
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      file_name: "surat.pdf",
      file_size: PDF_BYTES.length,
      mime: "application/pdf",
      file_url: `/api/files/${data._id}`,
    });
    const [row] = await t.db.select().from(storedFile).where(eq(storedFile.id, data._id));
    expect(row?.size).toBe(PDF_BYTES.length);
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const sha = row?.sha256 as string;
    const onDisk = path.join(t.filesDir, sha.slice(0, 2), sha.slice(2, 4), sha);
    expect(await readFile(onDisk)).toEqual(PDF_BYTES);
  });

  it("judges the type by content: a PNG named .pdf is a PNG, a JPEG is a JPEG", async () => {
    const png = await upload("staf", PNG_BYTES, "scan.pdf", "application/pdf");
    expect(png.statusCode).toBe(200);
    expect(png.json().data.mime).toBe("image/png");
    expect(png.json().data.file_name).toBe("scan.png");
    const jpeg = await upload("staf", JPEG_BYTES, "foto.jpg", "image/jpeg");
    expect(jpeg.json().data.mime).toBe("image/jpeg");
  });

  it("names a PNG with HTML appended, sent as x.html, x.png (issue 25, item 7)", async () => {
    const polyglot = Buffer.concat([PNG_BYTES, Buffer.from("<html><script>alert(1)</script>")]);
    const res = await upload("staf", polyglot, "x.html", "text/html");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ file_name: "x.png", mime: "image/png" });
    const file = await t.as("staf")({ method: "GET", url: res.json().data.file_url });
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-disposition"]).toContain('filename="x.png"');
  });

  it("422 for a text file disguised as PDF, and keeps nothing", async () => {
    const before = await blobs();
    const res = await upload("staf", Buffer.from("Ini hanya teks biasa.\n"), "palsu.pdf");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      diagnostic: { status: 422, code: "VALIDATION_FAILED", message: FILE_TYPE_MESSAGE },
      errors: { file: [FILE_TYPE_MESSAGE] },
    });
    expect(await blobs()).toEqual(before);
  });

  it("422 without a `file` part or without multipart", async () => {
    const wrongField = await upload("staf", PDF_BYTES, "a.pdf", "application/pdf", "dokumen");
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.file).toEqual(["File wajib diunggah"]);
    const json = await t.as("staf")({
      method: "POST",
      url: "/api/master/store-file",
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual(["File wajib diunggah"]);
  });

  it("413 above 100 MB", async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    PDF_BYTES.copy(big);
    const res = await upload("staf", big, "besar.pdf");
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file).toEqual([FILE_SIZE_MESSAGE]);
  });

  it("stores identical content once, with a row per upload", async () => {
    const bytes = Buffer.concat([PDF_BYTES, Buffer.from("% sama\n")]);
    const first = (await upload("staf", bytes, "satu.pdf")).json().data;
    const count = (await blobs()).length;
    const second = (await upload("kadis", bytes, "dua.pdf")).json().data;
    expect(second._id).not.toBe(first._id);
    expect(second.file_name).toBe("dua.pdf");
    expect((await blobs()).length).toBe(count);
    const rows = await t.db.select().from(storedFile);
    const shas = rows.filter((r) => r.id === first._id || r.id === second._id).map((r) => r.sha256);
    expect(shas[0]).toBe(shas[1]);
  });

  it("401 anonymous", async () => {
    expect((await t.app.inject(multipartUpload(PDF_BYTES))).statusCode).toBe(401);
  });
});

describe("GET /api/files/{id}", () => {
  it("streams the file to its uploader with its type and name", async () => {
    const { _id } = (await upload("staf", PDF_BYTES, "Nota Dinas.pdf")).json().data;
    const res = await t.as("staf")({ method: "GET", url: `/api/files/${_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("filename*=UTF-8''Nota%20Dinas.pdf");
    expect(res.rawPayload).toEqual(PDF_BYTES);
  });

  it("lets an administrator read it, answers 404 to another user", async () => {
    const { _id } = (await upload("staf", PNG_BYTES, "ttd.png")).json().data;
    expect((await t.as("admin")({ method: "GET", url: `/api/files/${_id}` })).statusCode).toBe(200);
    const other = await t.as("kadis")({ method: "GET", url: `/api/files/${_id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json().diagnostic.code).toBe("NOT_FOUND");
  });

  it("404 for an unknown or malformed id, 401 anonymous", async () => {
    const unknown = "01900000-0000-7000-8000-000000000000";
    expect((await t.as("staf")({ method: "GET", url: `/api/files/${unknown}` })).statusCode).toBe(
      404,
    );
    expect((await t.as("staf")({ method: "GET", url: "/api/files/../../x" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/files/${unknown}` })).statusCode).toBe(
      401,
    );
  });
});
