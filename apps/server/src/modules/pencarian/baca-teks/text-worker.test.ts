import { writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storedFile } from "../../../db/schema/master";
import { fileText } from "../../../db/schema/pencarian";
import { readAll } from "../../../lib/read-all";
import { eventually } from "../../../test/eventually";
import { multipartUpload } from "../../../test/factories/files";
import { registeredLetter } from "../../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../../test/harness";
import { type FileStorage, localDiskStorage } from "../../files/files.storage";
import { pagesAsPng, textPdf } from "./baca-teks.test-support";
import { claimNextFile, releaseFile, savePage } from "./file-text.repository";
import { pdfPageCount, readPdfPage } from "./read-page";
import { detectTextTools, probeTool, type ToolProbe } from "./text-tools";
import { drainFileText, startTextWorker } from "./text-worker";

let t: TestApp;
let storage: FileStorage;
const OCR_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  t = await createTestApp();
  storage = localDiskStorage(t.filesDir);
  // Whatever the seeded data queued is read first, so each test finds only its own files.
  await drainFileText(t.db, storage);
});
afterAll(() => t.close());

/** Registers an incoming letter whose scan is the pages of `scanPages` as scanned images. */
async function letterWithScan(scanPages: string[][]) {
  const boundary = "----scan";
  const parts = (await pagesAsPng(await textPdf(scanPages))).map((png, i) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${i + 1}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from("\r\n"),
    ]),
  );
  const scan = await t.as("sekretariat")({
    method: "POST",
    url: "/egs/scan-pdf",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  });
  expect(scan.statusCode, scan.body).toBe(200);
  const fileId = scan.json().items._id as string;
  const letter = await registeredLetter(t, { scan: { _id: fileId } });
  return { letterId: letter.id, fileId };
}

/** The letter's search document: still waiting for text, and whether `word` finds it. */
async function searchDoc(letterId: string, word: string) {
  const result = await t.db.execute(sql`
    select teks_diproses, tsv @@ websearch_to_tsquery('lontar', ${word}) as found
    from search_document where jenis = 'surat' and ref_id = ${letterId}`);
  return (result as unknown as { rows: { teks_diproses: boolean; found: boolean }[] }).rows[0];
}

const queueRow = async (fileId: string) =>
  (await t.db.select().from(fileText).where(eq(fileText.fileId, fileId)))[0];

describe("the text worker", () => {
  it(
    "reads a scanned incoming letter by OCR: its word becomes searchable",
    async () => {
      const { letterId, fileId } = await letterWithScan([
        ["Perihal: undangan rapat", "Lokasi Pulau Karimunjawa", "Kabupaten Jepara"],
      ]);
      expect(await searchDoc(letterId, "karimunjawa")).toEqual({
        teks_diproses: true,
        found: false,
      });
      expect(await queueRow(fileId)).toMatchObject({ status: "antri" });
      // The letter's detail says its text is being read ('Teks sedang diproses') …
      const detail = async () =>
        (await t.as("kadis")({ method: "GET", url: `/egs/mail/${letterId}` })).json().items;
      expect((await detail()).teks_diproses).toBe(true);

      const done = await drainFileText(t.db, storage);
      expect(done).toMatchObject({ files: 1, pages: 1, ocrPages: 1, failed: 0 });
      expect(await queueRow(fileId)).toMatchObject({
        status: "selesai",
        halamanSelesai: 1,
        halamanTotal: 1,
        halamanOcr: 1,
        attempts: 1,
        error: null,
      });
      expect(await searchDoc(letterId, "karimunjawa")).toEqual({
        teks_diproses: false,
        found: true,
      });
      // … until it is read.
      expect((await detail()).teks_diproses).toBe(false);
    },
    OCR_TIMEOUT_MS,
  );

  it("reads a PDF attachment's text layer without OCR", async () => {
    const pdf = await textPdf([["Laporan pembangunan dermaga", "di Pelabuhan Tanjungpinang"]]);
    const upload = await t.as("sekretariat")(multipartUpload(pdf, "laporan.pdf"));
    const fileId = upload.json().data._id as string;
    const { id: letterId } = await registeredLetter(t, { lampiran: [{ _id: fileId }] });
    expect((await searchDoc(letterId, "tanjungpinang"))?.teks_diproses).toBe(true);

    expect(await drainFileText(t.db, storage)).toMatchObject({ files: 1, ocrPages: 0 });
    const row = await queueRow(fileId);
    expect(row).toMatchObject({ status: "selesai", halamanSelesai: 1, halamanOcr: 0 });
    expect(row?.teks).toContain("di Pelabuhan Tanjungpinang");
    expect(await searchDoc(letterId, "tanjungpinang")).toEqual({
      teks_diproses: false,
      found: true,
    });
  });

  it(
    "resumes a scan after a crash from the next page, never adding a page twice",
    async () => {
      const { letterId, fileId } = await letterWithScan([
        ["Halaman pertama", "Kabupaten Bengkalis"],
        ["Halaman kedua", "Taman Nasional Wakatobi"],
      ]);
      // A worker takes the file and saves page 1, then its process dies.
      const tools = await detectTextTools();
      if (!tools.available) throw new Error(`tools missing: ${tools.missing}`);
      const claimed = await claimNextFile(t.db, { staleAfterMs: 600_000, retryAfterMs: 0 });
      expect(claimed?.fileId).toBe(fileId);
      if (!claimed) return;
      const local = path.join(t.filesDir, "crash.pdf");
      await writeFile(local, await readAll(await storage.get(claimed.sha256)));
      const page1 = await readPdfPage(local, 1, {
        language: tools.ocrLanguage,
        workDir: t.filesDir,
      });
      const total = await pdfPageCount(local);
      expect(await savePage(t.db, claimed, { number: 1, total, ...page1 })).toBe(true);
      expect(await searchDoc(letterId, "bengkalis")).toEqual({ teks_diproses: true, found: true });

      // While it looks alive, nobody takes it over.
      expect(await drainFileText(t.db, storage)).toMatchObject({ files: 0 });
      // Ten minutes without a page: it is dead. A new worker reads page 2 only.
      await t.db
        .update(fileText)
        .set({ startedAt: sql`now() - interval '11 minutes'` })
        .where(eq(fileText.fileId, fileId));
      expect(await drainFileText(t.db, storage)).toMatchObject({
        files: 1,
        pages: 1,
        ocrPages: 1,
      });
      const row = await queueRow(fileId);
      expect(row).toMatchObject({
        status: "selesai",
        halamanSelesai: 2,
        halamanTotal: 2,
        halamanOcr: 2,
        attempts: 2,
      });
      expect(row?.teks.match(/Bengkalis/g)).toHaveLength(1);
      expect(row?.teks).toMatch(/Bengkalis[\s\S]*Wakatobi/);
      // The dead worker, were it only slow, can add nothing now.
      expect(await savePage(t.db, claimed, { number: 2, total, ...page1 })).toBe(false);
      expect(await searchDoc(letterId, "wakatobi")).toEqual({ teks_diproses: false, found: true });
    },
    OCR_TIMEOUT_MS,
  );

  it("without Tesseract: one warning, no crash, the file stays 'antri'", async () => {
    const pdf = await textPdf([["Nota dinas tentang Sumbawa"]]);
    const upload = await t.as("sekretariat")(multipartUpload(pdf, "nota.pdf"));
    const fileId = upload.json().data._id as string;
    await registeredLetter(t, { lampiran: [{ _id: fileId }] });
    const noTesseract: ToolProbe = (command, args) =>
      command === "tesseract" ? Promise.resolve(null) : probeTool(command, args);

    expect(await detectTextTools(noTesseract)).toEqual({
      available: false,
      missing: ["tesseract"],
    });
    const warn = vi.fn();
    const stop = startTextWorker({ db: t.db, storage, warn, idleMs: 10, probe: noTesseract });
    await eventually(
      async () => warn.mock.calls.length,
      (n) => n > 0,
      10_000,
    );
    await stop();
    expect(warn.mock.calls).toEqual([
      [
        "text extraction disabled: tesseract not found; install Debian packages tesseract-ocr tesseract-ocr-ind poppler-utils",
      ],
    ]);
    expect(
      await drainFileText(t.db, storage, { tools: { available: false, missing: ["tesseract"] } }),
    ).toMatchObject({ files: 0, missing: ["tesseract"] });
    expect(await queueRow(fileId)).toMatchObject({ status: "antri", attempts: 0 });
    // The tools arrive and the server restarts: the waiting file is read.
    expect(await drainFileText(t.db, storage)).toMatchObject({ files: 1, failed: 0 });
    expect(await queueRow(fileId)).toMatchObject({ status: "selesai" });
  });

  it("gives a file up after three failed attempts, keeping the error", async () => {
    const pdf = await textPdf([["Berkas yang hilang dari penyimpanan"]]);
    const upload = await t.as("sekretariat")(multipartUpload(pdf, "hilang.pdf"));
    const fileId = upload.json().data._id as string;
    const { id: letterId } = await registeredLetter(t, { lampiran: [{ _id: fileId }] });
    const [file] = await t.db.select().from(storedFile).where(eq(storedFile.id, fileId));
    await storage.delete(file?.sha256 ?? "");

    expect(await drainFileText(t.db, storage, { retryAfterMs: 0 })).toMatchObject({
      files: 3,
      failed: 3,
    });
    const row = await queueRow(fileId);
    expect(row).toMatchObject({ status: "gagal", attempts: 3 });
    expect(row?.error).toContain("ENOENT");
    // The letter no longer says its text is being read.
    expect((await searchDoc(letterId, "hilang"))?.teks_diproses).toBe(false);
  });

  it("lets two workers take two different files at once (SKIP LOCKED on PostgreSQL)", async () => {
    const ids: string[] = [];
    for (const word of ["Sumba", "Flores"]) {
      const upload = await t.as("sekretariat")(
        multipartUpload(await textPdf([[`Laporan perjalanan dinas ke ${word}`]]), "lap.pdf"),
      );
      ids.push(upload.json().data._id as string);
    }
    await registeredLetter(t, { lampiran: ids.map((_id) => ({ _id })) });
    const options = { staleAfterMs: 600_000, retryAfterMs: 60_000 };
    const claimed = await Promise.all([claimNextFile(t.db, options), claimNextFile(t.db, options)]);
    expect(claimed.map((c) => c?.fileId).sort()).toEqual([...ids].sort());
    // Stopped before reading: released, ready at once, the attempt not counted.
    for (const file of claimed) if (file) await releaseFile(t.db, file);
    expect(await drainFileText(t.db, storage)).toMatchObject({ files: 2, failed: 0 });
    for (const id of ids)
      expect(await queueRow(id)).toMatchObject({ status: "selesai", attempts: 1 });
  });

  it(
    "started with the server, reads what is queued, and stops without hanging",
    async () => {
      const { fileId } = await letterWithScan([["Surat dari Kecamatan Bantimurung"]]);
      const warn = vi.fn();
      const stop = startTextWorker({ db: t.db, storage, warn, idleMs: 50 });
      const row = await eventually(
        () => queueRow(fileId),
        (r) => r?.status === "selesai",
        60_000,
      );
      await stop();
      expect(warn).not.toHaveBeenCalled();
      expect(row?.teks).toContain("Bantimurung");
    },
    OCR_TIMEOUT_MS,
  );
});
