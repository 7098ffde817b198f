import type { FILE_TEXT_STATUS } from "../../../db/schema/pencarian";

/** A file is tried this many times (each claim counts) before it is left 'gagal'. */
export const MAX_ATTEMPTS = 3;
/**
 * A row 'proses' whose last page is older than this was left by a process that died: another
 * worker takes it over. The worker stamps `started_at` at every page, and one page takes at
 * most three tool runs of PAGE_TIMEOUT_MS, so a live worker never looks stale.
 */
export const STALE_AFTER_MS = 10 * 60_000;
/** One tool run (text layer, rendering, OCR of one page); a hung tool is killed after it. */
export const PAGE_TIMEOUT_MS = 120_000;
/** A failed file waits this long before its next attempt, so a flapping tool is not hammered. */
export const RETRY_AFTER_MS = 60_000;
/**
 * A text layer with fewer characters than this (spaces aside) is a scan, or a scan with a
 * stamped number: the page is read by OCR instead.
 */
export const MIN_LAYER_CHARS = 20;

export type FileTextStatus = (typeof FILE_TEXT_STATUS)[number];
export type TextSource = "pdf" | "image";

/** How a stored file is read, by its mime; null for what the queue never holds. */
export function textSourceOf(mime: string): TextSource | null {
  if (mime === "application/pdf") return "pdf";
  if (mime === "image/jpeg" || mime === "image/png") return "image";
  return null;
}

/** A page whose text layer is empty or nearly so must be read from its image. */
export function needsOcr(layerText: string): boolean {
  return layerText.replace(/\s/g, "").length < MIN_LAYER_CHARS;
}

/**
 * A page's text as it is stored: `pdftotext -layout` aligns columns with runs of spaces and ends
 * the page with a form feed; the search and its excerpts want words, one line per line.
 */
export function cleanPageText(raw: string): string {
  return raw
    .replaceAll("\u0000", "") // PostgreSQL text cannot hold it
    .split(/\r?\n|\f/)
    .map((line) => line.replace(/[\s\u00a0]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** The page count of `pdfinfo`'s report; throws when it names none (not a PDF it could read). */
export function pageCountOf(pdfinfoOutput: string): number {
  const match = /^Pages:\s+(\d+)\s*$/m.exec(pdfinfoOutput);
  if (!match) throw new Error("pdfinfo reported no page count");
  return Number(match[1]);
}

/**
 * The OCR language from `tesseract --list-langs`: Indonesian when its model is installed,
 * else English (the Latin letters and digits of a letter still come out).
 */
export function ocrLanguageOf(listLangsOutput: string): "ind" | "eng" {
  const langs = listLangsOutput.split(/\r?\n/).map((line) => line.trim());
  return langs.includes("ind") ? "ind" : "eng";
}

/** Where a file goes after a failed attempt: waiting again, or failed for good. */
export function statusAfterError(attempts: number): FileTextStatus {
  return attempts >= MAX_ATTEMPTS ? "gagal" : "antri";
}

/** An error as stored in `file_text.error`: its message, short (a tool's stderr can be long). */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/** The operators' warning when a tool is missing (one line, the Debian packages to install). */
export function missingToolsWarning(missing: string[]): string {
  return `text extraction disabled: ${missing.join(", ")} not found; install Debian packages tesseract-ocr tesseract-ocr-ind poppler-utils`;
}
