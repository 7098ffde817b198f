// OCR throughput of the text worker (apps/server/src/modules/pencarian/baca-teks), which
// reads scanned letters for the search. How to call it (no server or database needed):
//
//   import { measureOcr } from "./lib/ocr.mjs";
//   const ocr = await measureOcr({ pages: 5 });
//   // → { pagesPerMinute, secondsPerPage, pages, language }, or, without Poppler or
//   //   Tesseract installed, { pagesPerMinute: null, secondsPerPage: null, missing: [...] }
//
// It makes one scanned A4 page of an ordinary letter (about 30 lines of 11 pt text drawn into
// a PDF, rendered to a 200 dpi PNG, wrapped in an image-only PDF as the scan upload makes it)
// and reads it `pages` times, one after another, with the worker's own page reader: pdftotext
// finds no text layer, pdftoppm renders the page at 300 dpi, Tesseract reads it on one core.
// The database write of each page (one short UPDATE) is not included.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { ROOT } from "./dataset.mjs";

const MODULE = path.join(ROOT, "apps", "server", "src", "modules", "pencarian", "baca-teks");
const load = (file) => tsImport(path.join(MODULE, file), import.meta.url);

/** Reads a one-page scan `pages` times; answers pages per minute and seconds per page. */
export async function measureOcr({ pages = 5 } = {}) {
  const { detectTextTools } = await load("text-tools.ts");
  const { readPdfPage } = await load("read-page.ts");
  const { letterLines, pagesAsPng, textPdf } = await load("baca-teks.test-support.ts");
  const { imagesToPdf } = await tsImport(
    path.join(ROOT, "apps", "server", "src", "modules", "surat", "masuk", "scan-pdf.ts"),
    import.meta.url,
  );
  const tools = await detectTextTools();
  if (!tools.available)
    return { pagesPerMinute: null, secondsPerPage: null, missing: tools.missing };

  const [png] = await pagesAsPng(await textPdf([letterLines()], 11), 200);
  const scan = await imagesToPdf([{ data: png, mime: "image/png" }]);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "lontar-bench-ocr-"));
  try {
    const file = path.join(workDir, "scan.pdf");
    await writeFile(file, scan);
    const started = performance.now();
    for (let i = 0; i < pages; i++) {
      const page = await readPdfPage(file, 1, { language: tools.ocrLanguage, workDir });
      // A page not read by OCR, or read wrong, would make the figure meaningless.
      if (!page.ocr || !/Koordinasi/i.test(page.text))
        throw new Error(`OCR bench: the scan was not read (${page.text.slice(0, 80)})`);
    }
    const secondsPerPage = (performance.now() - started) / 1000 / pages;
    return {
      pagesPerMinute: Math.round((60 / secondsPerPage) * 10) / 10,
      secondsPerPage: Math.round(secondsPerPage * 100) / 100,
      pages,
      language: tools.ocrLanguage,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
