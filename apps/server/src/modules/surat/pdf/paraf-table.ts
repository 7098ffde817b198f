import type { Column, Content } from "pdfmake/interfaces";
import type { ParafView } from "./surat-view.types";

export const PARAF_TITLE = "Paraf Hierarki";
export const NO_PARAF_TEXT = "Belum ada paraf";

const cell = (text: string, extra: object = {}) => ({ text, fontSize: 7, ...extra });

/**
 * The paraf table of the archive copy (regional practice, the file copy of a letter): each
 * reviewer who checked the draft, with position and name, initials and date.
 */
export function parafTable(paraf: ParafView[]): Content {
  const header = ["No", "Jabatan / Nama", "Paraf", "Tanggal"].map((t) =>
    cell(t, { bold: true, alignment: "center", fillColor: "#eeeeee" }),
  );
  const rows = paraf.length
    ? paraf.map((p, i) => [
        cell(String(i + 1), { alignment: "center" }),
        { stack: [cell(p.jabatan ?? "-"), cell(p.nama, { bold: true })] },
        cell(p.inisial, { alignment: "center", bold: true, fontSize: 9 }),
        cell(p.waktu, { alignment: "center" }),
      ])
    : [[cell(NO_PARAF_TEXT, { colSpan: 4, italics: true, alignment: "center" }), {}, {}, {}]];
  return {
    stack: [
      { text: PARAF_TITLE, fontSize: 8, bold: true, margin: [0, 0, 0, 2] },
      {
        table: { headerRows: 1, widths: [12, "*", 30, 46], body: [header, ...rows] },
        layout: {
          hLineWidth: () => 0.5,
          vLineWidth: () => 0.5,
          paddingLeft: () => 2,
          paddingRight: () => 2,
          paddingTop: () => 1,
          paddingBottom: () => 1,
        },
      },
    ],
    lineHeight: 1,
    margin: [0, 0, 10, 0],
  };
}

/**
 * The column left of the signature block: the paraf table on the archive copy, empty on the
 * copy that is sent (a view without a paraf list), exactly as before paraf existed.
 */
export const parafColumn = (paraf: ParafView[] | undefined): Column =>
  paraf ? { width: "*", stack: [parafTable(paraf)] } : { width: "*", text: "" };
