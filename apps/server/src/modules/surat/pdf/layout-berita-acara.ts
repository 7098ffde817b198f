import type { Content } from "pdfmake/interfaces";
import {
  bodyContent,
  nomorText,
  placeDateText,
  signatureContent,
  titleContent,
} from "./layout-parts";
import { letterheadContent } from "./letterhead";
import type { LetterView } from "./surat-view.types";

/**
 * Berita Acara (Permendagri 1/2023): the record of something done, `BERITA ACARA …` and
 * `NOMOR …` centred, the account of what was done (here with the list of berkas), the place
 * and date over the signature. No addressee, no copies.
 */
export function beritaAcaraContent(view: LetterView): Content[] {
  return [
    ...letterheadContent(view),
    titleContent(view.hal.toUpperCase(), [`NOMOR ${nomorText(view)}`]),
    ...bodyContent(view),
    signatureContent(view, [placeDateText(view)]),
  ];
}
