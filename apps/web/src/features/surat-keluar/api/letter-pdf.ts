import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { useBlob } from "../../../lib/get-blob";
import { useWithoutKop } from "./get-without-kop";

/**
 * Where the letter's PDF is read: with letterhead its `esign_document.url`, without it the
 * address `egs/set-without-kop` answers. Softcopy letters have no letterhead to leave out.
 */
export function useLetterPdfUrl(letter: OutgoingMailDetail, withKop: boolean): string | null {
  const plain = letter.bentuk_surat !== "softcopy" && !withKop;
  const withoutKop = useWithoutKop(letter.id, plain);
  if (!plain) return letter.esign_document.url;
  return withoutKop.data?.url ?? null;
}

/** The PDF bytes of the letter as shown in Tampilan Surat. */
export function useLetterPdf(letter: OutgoingMailDetail, withKop: boolean) {
  return useBlob(useLetterPdfUrl(letter, withKop));
}

/** A file name without the slashes of a letter number. */
export const letterFileName = (letter: OutgoingMailDetail) =>
  `${(letter.no_surat ?? `konsep-${letter.kepala_surat.perihal}`).replace(/[^\w.-]+/g, "-")}.pdf`;
