import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Poppler's command-line tools (Debian `poppler-utils`): an independent reader of our PDFs
 * and an independent verifier of their signatures.
 */
async function withFile<T>(pdf: Buffer, fn: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lontar-pdf-"));
  const file = path.join(dir, "doc.pdf");
  await writeFile(file, pdf);
  try {
    return await fn(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF as `pdftotext` reads it, whitespace collapsed. */
export const pdfText = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
    return stdout.replace(/\s+/g, " ");
  });

/**
 * The lines of the PDF as `pdftotext -layout` places them, each with its whitespace collapsed:
 * a heading row reads `Lampiran : -`. (The plain reading joins a line ending in '-' to the next,
 * as it would a hyphenated word, so a lone '-' value is lost there.)
 */
export const pdfLines = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
    return stdout.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
  });

export const pdfPageCount = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    const { stdout } = await run("pdfinfo", [file]);
    return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
  });

/** `pdfsig`'s report (it exits non-zero for a broken signature; the report is what counts). */
export const pdfsig = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    try {
      const { stdout } = await run("pdfsig", [file]);
      return stdout;
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  });

/** Flips one byte in the middle of the signed range (not inside the signature itself). */
export function flipOneByte(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = Math.floor(pdf.indexOf("/ByteRange") / 2);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}
