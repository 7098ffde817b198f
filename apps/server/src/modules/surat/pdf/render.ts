// Before pdfmake: pdfkit must load fontkit through the cache.
import "./font-cache";
import { PDFDocument } from "pdf-lib";
import pdfmake from "pdfmake";
import { fontFiles, letterFonts } from "./fonts";
import { installWordGapJustification } from "./justify";
import { letterDocument } from "./layout";
import { PAGE_SIZES } from "./layout-parts";
import type { LetterView } from "./surat-view.types";

installWordGapJustification();
pdfmake.setFonts(letterFonts);
// The renderer reads its own fonts and nothing else: no URLs, no other local files.
pdfmake.setUrlAccessPolicy(() => false);
(
  pdfmake as unknown as { setLocalAccessPolicy(cb: (path: string) => boolean): void }
).setLocalAccessPolicy((path) => fontFiles.has(path));

/** Renders an official letter to PDF bytes. */
export async function renderLetter(view: LetterView): Promise<Buffer> {
  const created = pdfmake.createPdf(letterDocument(view)) as unknown as {
    getBuffer(): Promise<Buffer>;
  };
  const pdf = await created.getBuffer();
  if (view.letterhead?.kind !== "pdf") return pdf;
  try {
    return await overlayPdfLetterhead(pdf, view.letterhead.data, view);
  } catch {
    // A letterhead PDF pdf-lib cannot embed (e.g. a page without contents): the band stays empty.
    return pdf;
  }
}

/** Draws the top of a PDF letterhead (its first page) behind the top of page 1. */
async function overlayPdfLetterhead(pdf: Buffer, letterhead: Buffer, view: LetterView) {
  const doc = await PDFDocument.load(pdf);
  const [kop] = await doc.embedPdf(letterhead, [0]);
  const page = doc.getPage(0);
  if (!kop) return pdf;
  const { width, height } = PAGE_SIZES[view.paper];
  const scale = width / kop.width;
  // The letterhead page scaled to the paper width, anchored at the top; the letter's content
  // starts below the reserved band (PDF_LETTERHEAD_HEIGHT), so the band shows the kop.
  page.drawPage(kop, {
    x: 0,
    y: height - kop.height * scale,
    width,
    height: kop.height * scale,
  });
  return Buffer.from(await doc.save());
}
