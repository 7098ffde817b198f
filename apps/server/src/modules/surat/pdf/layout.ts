import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { tanggalIndonesia } from "../../../lib/jakarta-day";
import { sanitizeLetterHtml } from "../isi-surat";
import { htmlToContent } from "./html-content";
import { lampiranText } from "./indonesian";
import {
  type Addressee,
  type LetterView,
  MAX_ADDRESSEES_ON_PAGE,
  type PaperSize,
  type Signatory,
  type SignatureMark,
} from "./surat-view.types";

const CM = 28.3465;
export const PAGE_SIZES: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  /** Folio / F4: 215 × 330 mm. */
  F4: { width: 609.45, height: 935.43 },
};
/** Left 3 cm (binding), right 2 cm, top 2 cm, bottom 2 cm. */
export const MARGINS: [number, number, number, number] = [3 * CM, 2 * CM, 2 * CM, 2 * CM];
/** Room kept at the top of page 1 for a letterhead given as a full PDF page. */
export const PDF_LETTERHEAD_HEIGHT = 4.5 * CM;

export const STAMP_TEXT = "Ditandatangani secara elektronik oleh:";
export const UNSENT_TEXT = "Surat Belum Terkirim";

const contentWidth = (paper: PaperSize) => PAGE_SIZES[paper].width - MARGINS[0] - MARGINS[2];

const addresseeText = (a: Addressee) => (a.jabatan ? `${a.jabatan} (${a.nama})` : a.nama);

function letterheadContent(view: LetterView): Content[] {
  const head = view.letterhead;
  if (!head) return [];
  if (head.kind === "pdf")
    return [{ text: "", margin: [0, PDF_LETTERHEAD_HEIGHT - MARGINS[1], 0, 0] }];
  if (head.kind === "image") {
    return [
      {
        image: `data:${head.mime};base64,${head.data.toString("base64")}`,
        fit: [contentWidth(view.paper), 4 * CM],
        alignment: "center",
        margin: [0, 0, 0, 10],
      },
    ];
  }
  const width = contentWidth(view.paper);
  return [
    { text: head.pemerintah.toUpperCase(), alignment: "center", bold: true, fontSize: 14 },
    { text: head.satuanKerja.toUpperCase(), alignment: "center", bold: true, fontSize: 16 },
    { text: head.alamat, alignment: "center", fontSize: 10 },
    ...(head.kontak.length
      ? [{ text: head.kontak.join(" · "), alignment: "center" as const, fontSize: 10 }]
      : []),
    {
      canvas: [
        { type: "line", x1: 0, y1: 4, x2: width, y2: 4, lineWidth: 2 },
        { type: "line", x1: 0, y1: 7, x2: width, y2: 7, lineWidth: 0.75 },
      ],
      margin: [0, 0, 0, 12],
    },
  ];
}

function headingContent(view: LetterView): Content {
  const nomor = view.draft || !view.nomor ? UNSENT_TEXT : view.nomor;
  const date = view.tanggal ? `${view.tempat}, ${tanggalIndonesia(view.tanggal)}` : view.tempat;
  const row = (label: string, value: string, right: string) => [
    { text: label },
    { text: ":" },
    { text: value },
    { text: right, alignment: "right" as const, noWrap: true },
  ];
  return {
    table: {
      widths: [52, 6, "*", "auto"],
      body: [
        row("Nomor", nomor, date),
        row("Sifat", view.sifat || "-", ""),
        row("Lampiran", lampiranText(view.lampiran.jumlah, view.lampiran.satuan), ""),
        // The subject may run under the date column: it is often long.
        [{ text: "Hal" }, { text: ":" }, { text: view.hal, bold: true, colSpan: 2 }, {}],
      ],
    },
    layout: "noBorders",
    margin: [0, 0, 0, 14],
  };
}

function addresseeContent(view: LetterView): Content {
  const list = view.penerima;
  let lines: Content;
  if (list.length > MAX_ADDRESSEES_ON_PAGE) lines = { text: "(Daftar terlampir)" };
  else if (list.length === 1 && list[0]) lines = { text: addresseeText(list[0]) };
  else lines = { ol: list.map(addresseeText) };
  return {
    stack: [
      {
        columns: [
          { width: 30, text: "Yth." },
          { width: "*", stack: [lines] },
        ],
      },
      { text: "di", margin: [30, 4, 0, 0] },
      { text: "Tempat", margin: [44, 0, 0, 0] },
    ],
    margin: [0, 0, 0, 16],
  };
}

function signatureContent(signer: Signatory, mark: SignatureMark): Content {
  const position = `${signer.plt ? "Plt. " : ""}${signer.jabatan},`;
  let middle: Content;
  if (mark.kind === "digital") {
    middle = {
      columns: [
        { width: 72, qr: mark.verifyUrl, fit: 72, eccLevel: "M" },
        {
          width: "*",
          stack: [
            { text: STAMP_TEXT, fontSize: 8, italics: true },
            { text: signer.nama, fontSize: 8, bold: true },
            { text: signer.jabatan, fontSize: 8 },
          ],
          margin: [6, 6, 0, 0],
        },
      ],
      columnGap: 4,
      margin: [0, 6, 0, 6],
    };
  } else {
    middle = { text: " ", margin: [0, 0, 0, 60] };
  }
  return {
    columns: [
      { width: "*", text: "" },
      {
        width: 230,
        stack: [
          { text: position },
          middle,
          { text: signer.nama, bold: true, decoration: "underline" },
          ...(signer.pangkat ? [{ text: signer.pangkat }] : []),
          ...(signer.nip ? [{ text: `NIP. ${signer.nip}` }] : []),
        ],
      },
    ],
    unbreakable: true,
    margin: [0, 16, 0, 0],
  };
}

function tembusanContent(list: Addressee[]): Content[] {
  if (list.length === 0) return [];
  return [
    {
      stack: [
        { text: "Tembusan:", fontSize: 10 },
        { ol: list.map(addresseeText), fontSize: 10 },
      ],
      margin: [0, 24, 0, 0],
      unbreakable: list.length <= 8,
    },
  ];
}

function annexContent(view: LetterView): Content[] {
  if (view.penerima.length <= MAX_ADDRESSEES_ON_PAGE) return [];
  const nomor = view.draft || !view.nomor ? UNSENT_TEXT : view.nomor;
  return [
    {
      stack: [
        { text: "Lampiran", bold: true },
        {
          table: {
            widths: [80, 6, "*"],
            body: [
              ["Nomor", ":", nomor],
              ["Tanggal", ":", view.tanggal ? tanggalIndonesia(view.tanggal) : "-"],
              ["Hal", ":", view.hal],
            ],
          },
          layout: "noBorders",
          margin: [0, 4, 0, 12],
        },
        { text: "DAFTAR PENERIMA", bold: true, alignment: "center", margin: [0, 0, 0, 8] },
        {
          table: {
            headerRows: 1,
            widths: [28, "*", "*"],
            body: [
              [
                { text: "No", bold: true },
                { text: "Jabatan", bold: true },
                { text: "Nama", bold: true },
              ],
              ...view.penerima.map((a, i) => [String(i + 1), a.jabatan ?? "-", a.nama]),
            ],
          },
        },
      ],
      pageBreak: "before",
    },
  ];
}

/** The pdfmake document of an official letter (reference/format-naskah.md). */
export function letterDocument(view: LetterView): TDocumentDefinitions {
  return {
    pageSize: PAGE_SIZES[view.paper],
    pageMargins: MARGINS,
    defaultStyle: { font: "Arimo", fontSize: 12, lineHeight: 1.15 },
    info: {
      title: view.hal || "Surat",
      creator: "Lontar",
      producer: "Lontar",
      ...(view.nomor && !view.draft ? { subject: view.nomor } : {}),
    },
    ...(view.draft
      ? { watermark: { text: "KONSEP", color: "#b91c1c", opacity: 0.12, bold: true } }
      : {}),
    footer: (currentPage: number, pageCount: number) =>
      currentPage > 1
        ? {
            text: `Halaman ${currentPage} dari ${pageCount}`,
            alignment: "right",
            fontSize: 9,
            margin: [MARGINS[0], 16, MARGINS[2], 0],
          }
        : null,
    content: [
      ...letterheadContent(view),
      headingContent(view),
      addresseeContent(view),
      ...htmlToContent(sanitizeLetterHtml(view.isiHtml)),
      signatureContent(view.penandatangan, view.tandaTangan),
      ...tembusanContent(view.tembusan),
      ...annexContent(view),
    ],
  };
}
