import type { Content } from "pdfmake/interfaces";
import { tanggalIndonesia } from "../../../lib/jakarta-day";
import {
  bodyContent,
  nomorText,
  signatureContent,
  tembusanContent,
  titleContent,
} from "./layout-parts";
import { letterheadContent } from "./letterhead";
import type { LetterView } from "./surat-view.types";

/**
 * Surat Edaran (Permendagri 1/2023; Peraturan ANRI 5/2021): a notice to many, so no
 * addressee list. `SURAT EDARAN`, `NOMOR …`, `TENTANG` and the subject in capitals; the body
 * (its numbered sections are the body's ordered list); `Dikeluarkan di` and `pada tanggal`
 * over the signature.
 */
export function suratEdaranContent(view: LetterView): Content[] {
  const issued = [
    `Dikeluarkan di ${view.tempat}`,
    ...(view.tanggal ? [`pada tanggal ${tanggalIndonesia(view.tanggal)}`] : []),
  ];
  return [
    ...letterheadContent(view),
    titleContent("SURAT EDARAN", [`NOMOR ${nomorText(view)}`, "TENTANG", view.hal.toUpperCase()]),
    ...bodyContent(view),
    signatureContent(view, issued),
    ...tembusanContent(view.tembusan),
  ];
}
