import type { Content } from "pdfmake/interfaces";
import {
  bodyContent,
  nomorText,
  placeDateText,
  signatureContent,
  tembusanContent,
  titleContent,
} from "./layout-parts";
import { letterheadContent } from "./letterhead";
import type { LetterView } from "./surat-view.types";

/**
 * Surat Keterangan (Permendagri 1/2023; Peraturan ANRI 5/2021): it states a fact about a
 * person or a thing to whoever reads it, so no addressee. `SURAT KETERANGAN` and
 * `NOMOR …`, the body, the place and date over the signature.
 */
export function suratKeteranganContent(view: LetterView): Content[] {
  return [
    ...letterheadContent(view),
    titleContent("SURAT KETERANGAN", [`NOMOR ${nomorText(view)}`]),
    ...bodyContent(view),
    signatureContent(view, [placeDateText(view)]),
    ...tembusanContent(view.tembusan),
  ];
}
