import type { Content } from "pdfmake/interfaces";
import { tanggalIndonesia } from "../../../lib/jakarta-day";
import { CM, contentWidth, MARGINS, nomorText, PDF_LETTERHEAD_HEIGHT } from "./layout-parts";
import { type LetterView, MAX_ADDRESSEES_ON_PAGE } from "./surat-view.types";

/** The letterhead above page one: the unit's own lines, an uploaded image, or room for a PDF. */
export function letterheadContent(view: LetterView): Content[] {
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
    ...(head.alamat ? [{ text: head.alamat, alignment: "center" as const, fontSize: 10 }] : []),
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

/** After the letter, on a page of its own: the list of addressees too long for page one. */
export function annexContent(view: LetterView): Content[] {
  if (view.penerima.length <= MAX_ADDRESSEES_ON_PAGE) return [];
  const nomor = nomorText(view);
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
