import type { Content } from "pdfmake/interfaces";
import { tanggalIndonesia } from "../../../lib/jakarta-day";
import { sanitizeLetterHtml } from "../isi-surat";
import { htmlToContent } from "./html-content";
import { lampiranText } from "./indonesian";
import { parafColumn } from "./paraf-table";
import {
  type Addressee,
  type LetterView,
  MAX_ADDRESSEES_ON_PAGE,
  type PaperSize,
  type Signatory,
  type SignatureMark,
} from "./surat-view.types";

/**
 * The parts every letter type is laid out from (reference/format-naskah.md): the page, the
 * heading, addressees, body, signature, tembusan and title block. Each type's layout
 * (layout-*.ts) puts them in its order; layout.ts chooses the type's layout.
 */

export const CM = 28.3465;
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

export const contentWidth = (paper: PaperSize) => PAGE_SIZES[paper].width - MARGINS[0] - MARGINS[2];

export const addresseeText = (a: Addressee) => (a.jabatan ? `${a.jabatan} (${a.nama})` : a.nama);

/** The letter's number as printed: `Surat Belum Terkirim` until it is sent. */
export const nomorText = (view: LetterView) =>
  view.draft || !view.nomor ? UNSENT_TEXT : view.nomor;

/** `Kabupaten Contoh, 22 November 2026`: the place and date of the letter. */
export const placeDateText = (view: LetterView) =>
  view.tanggal ? `${view.tempat}, ${tanggalIndonesia(view.tanggal)}` : view.tempat;

/** Nomor, Sifat, Lampiran and Hal at the left, the place and date at the right. */
export function headingContent(view: LetterView): Content {
  const nomor = nomorText(view);
  const date = placeDateText(view);
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

export function addresseeContent(view: LetterView): Content {
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

/** The letter body: the sanitised HTML as pdfmake content. */
export const bodyContent = (view: LetterView): Content[] =>
  htmlToContent(sanitizeLetterHtml(view.isiHtml));

/** One signer's column: position, the QR stamp or room for ink, name, rank and NIP. */
function signerStack(signer: Signatory, mark: SignatureMark): Content[] {
  const position = signer.lines?.length
    ? signer.lines.join("\n")
    : `${signer.plt ? "Plt. " : ""}${signer.jabatan},`;
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
  return [
    { text: position },
    middle,
    { text: signer.nama, bold: true, decoration: "underline" },
    ...(signer.pangkat ? [{ text: signer.pangkat }] : []),
    ...(signer.nip ? [{ text: `NIP. ${signer.nip}` }] : []),
  ];
}

/** Every signer in signing order: the co-signers of a joint letter, then the last one. */
export const signersOf = (view: LetterView): Signatory[] => [
  ...(view.penandatanganBersama ?? []),
  view.penandatangan,
];

const SIGNATURE_WIDTH = 230;

/**
 * The signature block at the right; `above` are lines printed over the position in the same
 * unbreakable block (the place and date of the types that have them there). The archive copy
 * prints the reviewers' paraf in a column at its left. A joint letter's signers stand side by
 * side, two to a row, in signing order (the last signer at the right of the last row).
 */
export function signatureContent(view: LetterView, above: string[] = []): Content {
  const signers = signersOf(view);
  const aboveContent = above.length
    ? [{ text: above.join("\n"), margin: [0, 0, 0, 6] as [number, number, number, number] }]
    : [];
  if (signers.length === 1) {
    return {
      columns: [
        parafColumn(view.paraf),
        {
          width: SIGNATURE_WIDTH,
          stack: [...aboveContent, ...signerStack(view.penandatangan, view.tandaTangan)],
        },
      ],
      unbreakable: true,
      margin: [0, 16, 0, 0],
    };
  }
  const rows: Content[] = [];
  for (let end = signers.length; end > 0; end -= 2) {
    const pair = signers.slice(Math.max(0, end - 2), end);
    rows.unshift({
      columns: [
        ...(pair.length === 1 ? [{ width: "*", text: "" }] : []),
        ...pair.map((signer) => ({
          width: "*" as const,
          stack: signerStack(signer, view.tandaTangan),
        })),
      ],
      columnGap: 24,
      margin: [0, 12, 0, 0],
    });
  }
  return {
    stack: [
      ...(view.paraf
        ? [{ columns: [parafColumn(view.paraf), { width: SIGNATURE_WIDTH, text: "" }] }]
        : []),
      {
        columns: [
          { width: "*", text: "" },
          { width: SIGNATURE_WIDTH, stack: aboveContent },
        ],
      },
      ...rows,
    ],
    unbreakable: true,
    margin: [0, 16, 0, 0],
  };
}

export function tembusanContent(list: Addressee[]): Content[] {
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

/**
 * A title block centred under the letterhead: `SURAT TUGAS` and `NOMOR …` (Surat Tugas,
 * Surat Edaran, Surat Keterangan; Nota Dinas without the number line).
 */
export function titleContent(title: string, lines: string[] = []): Content {
  return {
    stack: [
      { text: title, bold: true, fontSize: 13, characterSpacing: 0.5 },
      ...lines.map((text) => ({ text })),
    ],
    alignment: "center",
    margin: [0, 0, 0, 16],
  };
}

/** Label, colon and value rows without borders (Nota Dinas header, Undangan schedule). */
export const LABEL_TABLE_LAYOUT = {
  defaultBorder: false,
  paddingLeft: () => 0,
  paddingRight: () => 4,
  paddingTop: () => 1,
  paddingBottom: () => 1,
};
