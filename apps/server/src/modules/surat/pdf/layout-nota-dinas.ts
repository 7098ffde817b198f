import type { Content } from "pdfmake/interfaces";
import { tanggalIndonesia } from "../../../lib/jakarta-day";
import { lampiranText } from "./indonesian";
import {
  addresseeText,
  bodyContent,
  contentWidth,
  LABEL_TABLE_LAYOUT,
  nomorText,
  signatureContent,
  titleContent,
} from "./layout-parts";
import { annexContent, letterheadContent } from "./letterhead";
import { type Addressee, type LetterView, MAX_ADDRESSEES_ON_PAGE } from "./surat-view.types";

/** One person as a line, several as a numbered list, none as `-`. */
function people(list: Addressee[], annexed = false): Content {
  if (annexed) return { text: "(Daftar terlampir)" };
  const [only] = list;
  if (!only) return { text: "-" };
  if (list.length === 1) return { text: addresseeText(only) };
  return { ol: list.map(addresseeText) };
}

/**
 * Nota Dinas (Permendagri 1/2023; Peraturan ANRI 5/2021): an internal note between officials
 * of one agency. Under the unit's name (no address block: `letterViewOf` gives it a name-only
 * head) the title `NOTA DINAS`, then Yth./Dari/Tembusan/Tanggal/Nomor/Sifat/Lampiran/Hal with
 * colons, a rule, the body and the signature. The date and the copies are in the head, so
 * there is no place/date line and no Tembusan list at the foot.
 */
export function notaDinasContent(view: LetterView): Content[] {
  const signer = view.penandatangan;
  const row = (label: string, value: Content) => [{ text: label }, { text: ":" }, value];
  return [
    ...letterheadContent(view),
    titleContent("NOTA DINAS"),
    {
      table: {
        widths: [64, 8, "*"],
        body: [
          row("Yth.", people(view.penerima, view.penerima.length > MAX_ADDRESSEES_ON_PAGE)),
          row("Dari", { text: `${signer.plt ? "Plt. " : ""}${signer.jabatan}` }),
          row("Tembusan", people(view.tembusan)),
          row("Tanggal", { text: view.tanggal ? tanggalIndonesia(view.tanggal) : "-" }),
          row("Nomor", { text: nomorText(view) }),
          row("Sifat", { text: view.sifat || "-" }),
          row("Lampiran", { text: lampiranText(view.lampiran.jumlah, view.lampiran.satuan) }),
          row("Hal", { text: view.hal, bold: true }),
        ],
      },
      layout: LABEL_TABLE_LAYOUT,
    },
    {
      canvas: [{ type: "line", x1: 0, y1: 6, x2: contentWidth(view.paper), y2: 6, lineWidth: 1 }],
      margin: [0, 0, 0, 14],
    },
    ...bodyContent(view),
    signatureContent(view),
    ...annexContent(view),
  ];
}
