import type { Db } from "../../../db/client";
import type { FileStorage } from "../../files/files.storage";
import { missingToolsWarning, RETRY_AFTER_MS, STALE_AFTER_MS } from "./baca-teks.rules";
import { claimNextFile } from "./file-text.repository";
import { readClaimedFile } from "./read-file";
import { detectTextTools, type TextTools, type ToolProbe } from "./text-tools";

export interface DrainOptions {
  /** The tools found (detectTextTools); looked for when not given. */
  tools?: TextTools;
  /** Stops between two pages (the file in hand is released). */
  signal?: AbortSignal;
  staleAfterMs?: number;
  retryAfterMs?: number;
}

export interface DrainResult {
  /** Files taken from the queue, and how many of them failed this time. */
  files: number;
  failed: number;
  pages: number;
  ocrPages: number;
  /** The tools not installed: nothing was read, the queue waits. */
  missing?: string[];
}

/**
 * Reads the queue (`file_text`) oldest first until no file is left to take, one file and one
 * page at a time, and answers what it did. Without the tools it reads nothing. For the worker
 * below, for tests and for the bench.
 */
export async function drainFileText(
  db: Db,
  storage: FileStorage,
  options: DrainOptions = {},
): Promise<DrainResult> {
  const result: DrainResult = { files: 0, failed: 0, pages: 0, ocrPages: 0 };
  const tools = options.tools ?? (await detectTextTools());
  if (!tools.available) return { ...result, missing: tools.missing };
  const claimOptions = {
    staleAfterMs: options.staleAfterMs ?? STALE_AFTER_MS,
    retryAfterMs: options.retryAfterMs ?? RETRY_AFTER_MS,
  };
  const context = { db, storage, language: tools.ocrLanguage, signal: options.signal };
  while (!options.signal?.aborted) {
    const file = await claimNextFile(db, claimOptions);
    if (!file) break;
    const outcome = await readClaimedFile(context, file);
    result.files++;
    if (outcome.result === "failed") result.failed++;
    result.pages += outcome.pages;
    result.ocrPages += outcome.ocrPages;
  }
  return result;
}

export interface TextWorkerOptions {
  db: Db;
  storage: FileStorage;
  /** Operators' warnings (missing tools, a failed round). */
  warn: (message: string, error?: unknown) => void;
  /** Pause between two looks at an empty queue. */
  idleMs?: number;
  /** How the tools are looked for (a test pretends one is missing). */
  probe?: ToolProbe;
}

/**
 * Starts reading the queue in the background: the whole queue, then a look every `idleMs`.
 * Missing tools give one warning and no reading (the app runs; scanned letters are found by
 * their metadata until the tools are installed and the server restarted). The returned
 * function stops it, waiting for the page in hand; its file is released for the next start.
 */
export function startTextWorker(options: TextWorkerOptions): () => Promise<void> {
  const { db, storage, warn, idleMs = 2_000 } = options;
  const controller = new AbortController();
  const { signal } = controller;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, idleMs);
      // A pause never keeps the process (or a test run) alive.
      timer.unref();
    });

  const loop = async () => {
    const tools = await detectTextTools(options.probe);
    if (signal.aborted) return;
    if (!tools.available) {
      warn(missingToolsWarning(tools.missing));
      return;
    }
    if (tools.ocrLanguage !== "ind")
      warn("OCR reads scans with the English model; install Debian package tesseract-ocr-ind");
    while (!signal.aborted) {
      try {
        await drainFileText(db, storage, { tools, signal });
      } catch (error) {
        // The database away for a moment: the next round tries again.
        if (!signal.aborted) warn("text extraction round failed", error);
      }
      if (!signal.aborted) await pause();
    }
  };
  const running = loop().catch((error) => warn("text extraction stopped", error));

  return async () => {
    controller.abort();
    clearTimeout(timer);
    wake?.();
    await running;
  };
}
