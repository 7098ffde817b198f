import { utimes } from "node:fs/promises";
import path from "node:path";
import {
  FILE_PDF_ACTIVE_MESSAGE,
  FILE_PDF_INVALID_MESSAGE,
  FILE_QUOTA_MESSAGE,
  FILE_RATE_MESSAGE,
} from "@lontar/contracts/files";
import { eq } from "drizzle-orm";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFile } from "../../db/schema";
import { multipartUpload, PDF_BYTES, PNG_BYTES } from "../../test/factories/files";
import { createTestApp, type TestApp } from "../../test/harness";
import { sweepUploads } from "./files.sweeper";

// Issue 25, item 2: any signed-in user could fill the disk.
let t: TestApp;
const QUOTA = 10_000;
beforeAll(async () => {
  t = await createTestApp({ uploads: { perHour: 6, unattachedBytes: QUOTA, unattachedHours: 24 } });
});
afterAll(() => t.close());

const upload = (username: string, bytes: Buffer, name = "a.pdf") =>
  t.as(username)(multipartUpload(bytes, name));
/** A distinct PDF of about 4 kB (a comment pads it), or of about 250 bytes. */
const variant = (n: number) =>
  Buffer.concat([PDF_BYTES, Buffer.from(`%${" ".repeat(4000)}${n}\n`)]);
const small = (n: number) => Buffer.concat([PDF_BYTES, Buffer.from(`% ${n}\n`)]);
const blobPath = (sha: string) => path.join(t.filesDir, sha.slice(0, 2), sha.slice(2, 4), sha);
const rowOf = async (id: string) =>
  (await t.db.select().from(storedFile).where(eq(storedFile.id, id)))[0];

describe("per-user quota of unattached uploads and upload rate", () => {
  it("413 once the unattached uploads would pass the quota; attaching frees it", async () => {
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const res = await upload("kabid", variant(n));
      expect(res.statusCode).toBe(200);
      ids.push(res.json().data._id);
    }
    const over = await upload("kabid", variant(3));
    expect(over.statusCode).toBe(413);
    expect(over.json().errors.file).toEqual([FILE_QUOTA_MESSAGE]);
    // Another user's quota is their own.
    expect((await upload("sekdis", variant(4))).statusCode).toBe(200);
    await t.db
      .update(storedFile)
      .set({ attachedAt: new Date() })
      .where(eq(storedFile.id, ids[0] as string));
    expect((await upload("kabid", variant(5))).statusCode).toBe(200);
  });

  it("429 past the uploads allowed per hour", async () => {
    const answers: number[] = [];
    for (let n = 0; n < 7; n++) {
      const res = await upload("kadisdik", PNG_BYTES, "ttd.png");
      answers.push(res.statusCode);
      if (res.statusCode === 200)
        await t.db
          .update(storedFile)
          .set({ attachedAt: new Date() })
          .where(eq(storedFile.id, res.json().data._id));
      else
        expect(res.json().diagnostic).toMatchObject({
          code: "RATE_LIMITED",
          message: FILE_RATE_MESSAGE,
        });
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe("a PDF is parsed, not judged by its first bytes", () => {
  const pdfWith = async (change: (doc: PDFDocument) => void) => {
    const doc = await PDFDocument.create();
    doc.addPage();
    change(doc);
    return Buffer.from(await doc.save());
  };

  it("422 for a PDF header followed by spaces, and keeps nothing", async () => {
    const fake = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const res = await upload("staf", fake, "palsu.pdf");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([FILE_PDF_INVALID_MESSAGE]);
    const rows = await t.db.select().from(storedFile).where(eq(storedFile.fileName, "palsu.pdf"));
    expect(rows).toEqual([]);
  });

  it("422 for JavaScript run on opening or hidden in the names tree", async () => {
    const openJs = await pdfWith((doc) =>
      doc.catalog.set(
        PDFName.of("OpenAction"),
        doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }),
      ),
    );
    const namesJs = await pdfWith((doc) => {
      const action = doc.context.register(
        doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(2)") }),
      );
      const tree = doc.context.obj({ Names: [PDFString.of("x"), action] });
      doc.catalog.set(PDFName.of("Names"), doc.context.obj({ JavaScript: tree }));
    });
    for (const bytes of [openJs, namesJs]) {
      const res = await upload("staf", bytes, "aktif.pdf");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual([FILE_PDF_ACTIVE_MESSAGE]);
    }
  });

  it("takes a PDF that only opens at its first page", async () => {
    const bytes = await pdfWith((doc) =>
      doc.catalog.set(
        PDFName.of("OpenAction"),
        doc.context.obj([doc.getPage(0).ref, PDFName.of("Fit")]),
      ),
    );
    expect((await upload("staf", bytes, "biasa.pdf")).statusCode).toBe(200);
  });
});

describe("sweepUploads", () => {
  it("removes old unattached uploads and bytes without a row; keeps the rest", async () => {
    const day = 24 * 3_600_000;
    const old = new Date(Date.now() - 2 * day);
    const store = async (bytes: Buffer) => (await upload("kadis", bytes)).json().data._id;
    const abandoned = await store(small(10));
    const attached = await store(small(11));
    const fresh = await store(small(12));
    await t.db.update(storedFile).set({ attachedAt: old }).where(eq(storedFile.id, attached));
    for (const id of [abandoned, attached])
      await t.db.update(storedFile).set({ createdAt: old }).where(eq(storedFile.id, id));
    // Bytes whose row was rolled back: one written long ago, one just now (an upload in flight).
    const orphan = await t.app.fileStorage.put(small(13));
    const inFlight = await t.app.fileStorage.put(small(14));
    const shaOf = async (id: string) => (await rowOf(id))?.sha256 as string;
    const abandonedSha = await shaOf(abandoned);
    for (const sha of [orphan, abandonedSha]) await utimes(blobPath(sha), old, old);

    const swept = await sweepUploads(t.db, t.app.fileStorage, new Date(Date.now() - day));
    expect(swept).toEqual({ rows: 1, blobs: 2 });
    expect(await rowOf(abandoned)).toBeUndefined();
    expect(await rowOf(attached)).toBeDefined();
    expect(await rowOf(fresh)).toBeDefined();
    const exists = async (sha: string) =>
      await t.app.fileStorage.get(sha).then(
        (s) => {
          s.destroy();
          return true;
        },
        () => false,
      );
    expect(await exists(abandonedSha)).toBe(false);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(inFlight)).toBe(true);
    expect(await exists(await shaOf(attached))).toBe(true);
    expect((await t.as("kadis")({ method: "GET", url: `/api/files/${fresh}` })).statusCode).toBe(
      200,
    );
  });
});
