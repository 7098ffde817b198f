// Before pdfmake: pdfkit must load fontkit through the cache.
import "../surat/pdf/font-cache";
import pdfmake from "pdfmake";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
// The letter renderer sets pdfmake's fonts and its file and URL access policies once.
import "../surat/pdf/render";
import type { DaftarArsipView } from "./daftar-arsip.rules";

const LINE = "#9aa5b1";

/** `10 Februari 2026` never breaks inside (a no-break space): a wrapped line breaks between dates. */
const keepDatesTogether = (text: string) =>
  text.replace(/(\d{1,2}) (\p{L}+) (\d{4})/gu, "$1\u00a0$2\u00a0$3");

function table(view: DaftarArsipView): Content {
  const head: TableCell[] = view.columns.map((c) => ({
    text: c.header,
    bold: true,
    alignment: "center",
    fillColor: "#e8eef6",
  }));
  const body: TableCell[][] = view.rows.map((cells) =>
    cells.map((cell) => keepDatesTogether(String(cell))),
  );
  if (body.length === 0)
    body.push([
      { text: "Tidak ada berkas.", italics: true, colSpan: view.columns.length },
      ...view.columns.slice(1).map(() => ""),
    ]);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: view.columns.map((c) => c.pdfWidth),
      body: [head, ...body],
    },
    layout: { hLineColor: () => LINE, vLineColor: () => LINE },
  };
}

/** The list on landscape A4: title, work unit and day, then the table (its header on every page). */
export function daftarArsipDocument(view: DaftarArsipView): TDocumentDefinitions {
  return {
    pageSize: "A4",
    pageOrientation: "landscape",
    pageMargins: [30, 36, 30, 40],
    defaultStyle: { font: "Arimo", fontSize: 8 },
    info: { title: `${view.title} ${view.satuanKerja}` },
    content: [
      { text: view.title, fontSize: 14, bold: true, alignment: "center", margin: [0, 0, 0, 10] },
      {
        table: {
          widths: [64, 6, "*"],
          body: [
            ["Satuan Kerja", ":", view.satuanKerja],
            ["Tanggal", ":", view.tanggal],
          ],
        },
        layout: "noBorders",
        fontSize: 9,
        margin: [0, 0, 0, 10],
      },
      table(view),
    ],
    footer: (page, pages) => ({
      columns: [
        { text: `Dicetak ${view.dicetak}`, fontSize: 7, color: "#666" },
        { text: `${page} / ${pages}`, fontSize: 7, color: "#666", alignment: "right" },
      ],
      margin: [30, 16, 30, 0],
    }),
  };
}

/** Renders the list to PDF bytes with the letters' fonts (a PDF worker's task). */
export async function renderDaftarArsip(view: DaftarArsipView): Promise<Buffer> {
  const created = pdfmake.createPdf(daftarArsipDocument(view)) as unknown as {
    getBuffer(): Promise<Buffer>;
  };
  return created.getBuffer();
}
