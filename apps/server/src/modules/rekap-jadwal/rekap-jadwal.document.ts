// Before pdfmake: pdfkit must load fontkit through the cache.
import "../surat/pdf/font-cache";
import { REKAP_TEXT } from "@lontar/contracts/dashboard";
import pdfmake from "pdfmake";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { BULAN, tanggalIndonesia, waktuIndonesia } from "../../lib/jakarta-day";
// The letter renderer sets pdfmake's fonts and its file and URL access policies once.
import "../surat/pdf/render";
import { inJakarta } from "./rekap-jadwal.rules";

export type RekapEntry = {
  perihal: string;
  noSurat: string | null;
  mulai: Date;
  berakhir: Date | null;
  tempat: string;
};

export type RekapView = {
  year: number;
  month: number;
  nama: string;
  nip: string | null;
  jabatan: string | null;
  entries: RekapEntry[];
  printedAt: Date;
};

export const COLUMNS = ["Tanggal", "Waktu", "Tempat", "Perihal", "Nomor Surat"] as const;

/** `30 November 2026`, or `30 November 2026 – 1 Desember 2026` across days. */
function tanggalText(e: RekapEntry) {
  const start = inJakarta(e.mulai).date;
  const end = e.berakhir ? inJakarta(e.berakhir).date : start;
  return end === start
    ? tanggalIndonesia(start)
    : `${tanggalIndonesia(start)} – ${tanggalIndonesia(end)}`;
}

/** `09:00 – 11:00 WIB`. */
function waktuText(e: RekapEntry) {
  const start = inJakarta(e.mulai).time;
  return e.berakhir ? `${start} – ${inJakarta(e.berakhir).time} WIB` : `${start} WIB`;
}

function table(entries: RekapEntry[]): Content {
  if (entries.length === 0) return { text: REKAP_TEXT.empty, italics: true, margin: [0, 12, 0, 0] };
  const head = COLUMNS.map((text) => ({ text, bold: true, fillColor: "#e8eef6" }));
  return {
    table: {
      headerRows: 1,
      widths: [86, 78, 88, "*", 92],
      body: [
        head,
        ...entries.map((e) => [
          tanggalText(e),
          waktuText(e),
          e.tempat || "-",
          e.perihal || "-",
          e.noSurat || "-",
        ]),
      ],
    },
    layout: { hLineColor: () => "#9aa5b1", vLineColor: () => "#9aa5b1" },
  };
}

/** The recap as a pdfmake document: title with month and year, owner, then the table. */
export function rekapDocument(view: RekapView): TDocumentDefinitions {
  return {
    pageSize: "A4",
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: "Arimo", fontSize: 9 },
    info: { title: `${REKAP_TEXT.title} ${BULAN[view.month - 1]} ${view.year}` },
    content: [
      { text: REKAP_TEXT.title, fontSize: 15, bold: true, alignment: "center" },
      {
        text: `Bulan ${BULAN[view.month - 1]} ${view.year}`,
        fontSize: 11,
        alignment: "center",
        margin: [0, 2, 0, 14],
      },
      {
        table: {
          widths: [50, 6, "*"],
          body: [
            ["Nama", ":", view.nama],
            ["NIP", ":", view.nip ?? "-"],
            ["Jabatan", ":", view.jabatan ?? "-"],
          ],
        },
        layout: "noBorders",
        margin: [0, 0, 0, 12],
      },
      table(view.entries),
    ],
    footer: (page, pages) => ({
      columns: [
        { text: `Dicetak ${waktuIndonesia(view.printedAt)}`, fontSize: 7, color: "#666" },
        { text: `${page} / ${pages}`, fontSize: 7, color: "#666", alignment: "right" },
      ],
      margin: [40, 16, 40, 0],
    }),
  };
}

/** Renders the recap to PDF bytes with the letters' fonts. */
export async function renderRekap(view: RekapView): Promise<Buffer> {
  const created = pdfmake.createPdf(rekapDocument(view)) as unknown as {
    getBuffer(): Promise<Buffer>;
  };
  return created.getBuffer();
}
