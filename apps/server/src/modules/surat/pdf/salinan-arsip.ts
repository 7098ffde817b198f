import { PDFDocument, PDFName, rgb, StandardFonts } from "pdf-lib";
import pdfmake from "pdfmake";
import type { Content } from "pdfmake/interfaces";
import { tanggalIndonesia } from "../../../lib/jakarta-day";
import { MARGINS, UNSENT_TEXT } from "./layout-parts";
import { parafTable } from "./paraf-table";
import { renderLetter } from "./render";
import type { LetterView, ParafView } from "./surat-view.types";

/**
 * The archive copy (salinan arsip, the office's file copy): the letter as it stands with the
 * reviewers' paraf, marked on every page so that it is never taken for the copy that was sent.
 * It is rendered on request and never stored, sent or signed.
 */

export const ARCHIVE_MARK = "SALINAN ARSIP";
export const ARCHIVE_NOTE = "Salinan Arsip (pertinggal) dengan paraf - bukan naskah yang dikirim";
export const PARAF_SHEET_TITLE = "LEMBAR PARAF";

const RED = rgb(0.72, 0.11, 0.11);

/** Helvetica speaks WinAnsi only: other characters become '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

/** Stamps 'SALINAN ARSIP' at the top right and the note at the foot of every page. */
async function markPages(doc: PDFDocument): Promise<Buffer> {
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const size = 10;
    const textWidth = bold.widthOfTextAtSize(ARCHIVE_MARK, size);
    const x = width - MARGINS[2] - textWidth - 8;
    const y = height - 34;
    page.drawRectangle({
      x,
      y: y - 5,
      width: textWidth + 8,
      height: size + 8,
      borderColor: RED,
      borderWidth: 1.2,
      color: rgb(1, 1, 1),
    });
    page.drawText(ARCHIVE_MARK, { x: x + 4, y, size, font: bold, color: RED });
    page.drawText(winAnsi(ARCHIVE_NOTE), { x: MARGINS[0], y: 22, size: 7, font, color: RED });
  }
  return Buffer.from(await doc.save());
}

/** A letter written in the editor: its rendering with the paraf table beside the signature. */
export async function renderArchiveCopy(view: LetterView): Promise<Buffer> {
  const pdf = await renderLetter({ ...view, paraf: view.paraf ?? [] });
  return markPages(await PDFDocument.load(pdf));
}

export type ParafSheet = {
  nomor: string | null;
  tanggal: string | null;
  hal: string;
  paraf: ParafView[];
};

function sheetContent(sheet: ParafSheet): Content[] {
  return [
    { text: PARAF_SHEET_TITLE, bold: true, alignment: "center", margin: [0, 0, 0, 12] },
    {
      table: {
        widths: [60, 6, "*"],
        body: [
          ["Nomor", ":", sheet.nomor ?? UNSENT_TEXT],
          ["Tanggal", ":", sheet.tanggal ? tanggalIndonesia(sheet.tanggal) : "-"],
          ["Hal", ":", sheet.hal || "-"],
        ],
      },
      layout: "noBorders",
      margin: [0, 0, 0, 12],
    },
    {
      columns: [
        { width: 300, stack: [parafTable(sheet.paraf)] },
        { width: "*", text: "" },
      ],
    },
  ];
}

/**
 * A letter kept as an uploaded PDF (softcopy, or signed elsewhere): its pages, without the
 * signature fields (this copy is not the signed document), then a paraf sheet.
 */
export async function archiveCopyOfUpload(letter: Buffer, sheet: ParafSheet): Promise<Buffer> {
  const source = await PDFDocument.load(letter, { ignoreEncryption: true });
  // The sheet on the paper of the letter's last page (A4, F4, …).
  const last = source.getPage(source.getPageCount() - 1).getSize();
  const created = pdfmake.createPdf({
    pageSize: { width: last.width, height: last.height },
    pageMargins: MARGINS,
    defaultStyle: { font: "Arimo", fontSize: 11, lineHeight: 1.15 },
    content: sheetContent(sheet),
  }) as unknown as { getBuffer(): Promise<Buffer> };
  const sheetPdf = await PDFDocument.load(await created.getBuffer());
  const doc = await PDFDocument.create();
  for (const page of await doc.copyPages(source, source.getPageIndices())) {
    page.node.delete(PDFName.of("Annots"));
    doc.addPage(page);
  }
  for (const page of await doc.copyPages(sheetPdf, sheetPdf.getPageIndices())) doc.addPage(page);
  return markPages(doc);
}
