import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { DbOrTx } from "../../../db/client";
import type { FileStorage } from "../../files/files.storage";
import { errorText, MAX_ATTEMPTS, textSourceOf } from "./baca-teks.rules";
import {
  type ClaimedFile,
  failFile,
  finishFile,
  releaseFile,
  savePage,
} from "./file-text.repository";
import { type PageText, pdfPageCount, readImage, readPdfPage } from "./read-page";

export interface ReadContext {
  db: DbOrTx;
  storage: FileStorage;
  /** Tesseract's language (`ind`, else `eng`: see text-tools.ts). */
  language: string;
  /** Aborted when the server stops: the file is released between two pages. */
  signal?: AbortSignal;
}

/** What became of one claimed file, and the pages this call read. */
export interface ReadOutcome {
  result: "done" | "failed" | "released" | "taken-over";
  pages: number;
  ocrPages: number;
}

/**
 * Reads the claimed file from the page after its last saved one to its end, saving each page as
 * it comes (file-text.repository.ts `savePage`), then marks it 'selesai'. A failure is recorded
 * (the file waits again, or is given up after MAX_ATTEMPTS); a stop releases it. The bytes are
 * copied to a temporary folder for the tools and removed afterwards.
 */
export async function readClaimedFile(ctx: ReadContext, file: ClaimedFile): Promise<ReadOutcome> {
  const outcome: ReadOutcome = { result: "done", pages: 0, ocrPages: 0 };
  if (file.attempts > MAX_ATTEMPTS) {
    // Taken over from dead workers again and again: this file may be what kills them.
    await failFile(ctx.db, file, `reading stopped unfinished ${MAX_ATTEMPTS} times`);
    return { ...outcome, result: "failed" };
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), "lontar-baca-teks-"));
  try {
    const source = textSourceOf(file.mime);
    const local = path.join(workDir, source === "pdf" ? "file.pdf" : "file.img");
    await pipeline(await ctx.storage.get(file.sha256), createWriteStream(local));
    const total = source === "pdf" ? await pdfPageCount(local, ctx.signal) : source ? 1 : 0;
    for (let page = file.pagesDone + 1; page <= total; page++) {
      if (ctx.signal?.aborted) {
        await releaseFile(ctx.db, file);
        return { ...outcome, result: "released" };
      }
      const read: PageText =
        source === "pdf"
          ? await readPdfPage(local, page, { language: ctx.language, workDir, signal: ctx.signal })
          : await readImage(local, { language: ctx.language, signal: ctx.signal });
      // Another worker took the row over (this one looked dead): it goes on from its pages.
      if (!(await savePage(ctx.db, file, { number: page, total, ...read })))
        return { ...outcome, result: "taken-over" };
      outcome.pages++;
      if (read.ocr) outcome.ocrPages++;
    }
    await finishFile(ctx.db, file, total);
    return outcome;
  } catch (error) {
    if (ctx.signal?.aborted) {
      await releaseFile(ctx.db, file);
      return { ...outcome, result: "released" };
    }
    await failFile(ctx.db, file, errorText(error));
    return { ...outcome, result: "failed" };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
