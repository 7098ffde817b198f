import type { Content } from "pdfmake/interfaces";
import {
  addresseeContent,
  bodyContent,
  headingContent,
  signatureContent,
  tembusanContent,
} from "./layout-parts";
import { annexContent, letterheadContent } from "./letterhead";
import type { LetterView } from "./surat-view.types";

/**
 * The surat dinas layout: heading, addressee, body, signature, tembusan, annex. `body` is
 * the letter's body unless a type adds to it (the invitation's schedule table).
 */
export function suratDinasContent(view: LetterView, body = bodyContent(view)): Content[] {
  return [
    ...letterheadContent(view),
    headingContent(view),
    addresseeContent(view),
    ...body,
    signatureContent(view),
    ...tembusanContent(view.tembusan),
    ...annexContent(view),
  ];
}
