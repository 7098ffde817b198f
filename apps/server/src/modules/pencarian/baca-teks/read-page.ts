import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { cleanPageText, needsOcr, PAGE_TIMEOUT_MS, pageCountOf } from "./baca-teks.rules";

const exec = promisify(execFile);

/** A page's text and whether it came from OCR (no usable text layer). */
export interface PageText {
  text: string;
  ocr: boolean;
}

/**
 * Runs one tool without a shell (file names never meet a command line), killed after
 * PAGE_TIMEOUT_MS or when `signal` aborts (the server is stopping).
 */
async function run(
  command: string,
  args: string[],
  signal?: AbortSignal,
  env?: NodeJS.ProcessEnv,
): Promise<string> {
  const { stdout } = await exec(command, args, {
    encoding: "utf8",
    timeout: PAGE_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
    signal,
    env,
  });
  return stdout;
}

// One OCR at a time in this process, whoever asks (the worker, a drain from a test or the
// bench): Tesseract takes a core for seconds per page, and the server needs the other one.
let ocrTurn: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
  const result = ocrTurn.then(fn, fn);
  ocrTurn = result.catch(() => undefined);
  return result;
}

/** The text Tesseract reads in the image file `image` (PNG or JPEG). */
export function ocrImage(image: string, language: string, signal?: AbortSignal): Promise<string> {
  return oneAtATime(async () => {
    signal?.throwIfAborted();
    // Tesseract's OpenMP would take every core for one page, starving the server's requests.
    const env = { ...process.env, OMP_THREAD_LIMIT: "1" };
    return run("tesseract", [image, "stdout", "-l", language], signal, env);
  });
}

/** How many pages `pdf` has (pdfinfo). */
export async function pdfPageCount(pdf: string, signal?: AbortSignal): Promise<number> {
  return pageCountOf(await run("pdfinfo", [pdf], signal));
}

/**
 * Page `page` (from 1) of `pdf`: its text layer, or, when that is empty or nearly so (a scan),
 * the page rendered at 300 dpi in grey and read by OCR. The rendering is written into
 * `workDir` and removed at once.
 */
export async function readPdfPage(
  pdf: string,
  page: number,
  options: { language: string; workDir: string; signal?: AbortSignal },
): Promise<PageText> {
  const { language, workDir, signal } = options;
  const pageArgs = ["-f", String(page), "-l", String(page)];
  const layer = cleanPageText(
    await run("pdftotext", ["-layout", "-enc", "UTF-8", ...pageArgs, pdf, "-"], signal),
  );
  if (!needsOcr(layer)) return { text: layer, ocr: false };
  const base = path.join(workDir, `page-${page}`);
  try {
    await run(
      "pdftoppm",
      ["-r", "300", "-gray", "-png", "-singlefile", ...pageArgs, pdf, base],
      signal,
    );
    const text = cleanPageText(await ocrImage(`${base}.png`, language, signal));
    // A stamped number on a blank scan is still better than nothing.
    return { text: text || layer, ocr: true };
  } finally {
    await rm(`${base}.png`, { force: true });
  }
}

/** A scanned image (JPEG or PNG) is one page, read by OCR. */
export async function readImage(
  image: string,
  options: { language: string; signal?: AbortSignal },
): Promise<PageText> {
  return {
    text: cleanPageText(await ocrImage(image, options.language, options.signal)),
    ocr: true,
  };
}
