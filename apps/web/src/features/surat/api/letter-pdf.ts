import { letterPdfUrl } from "@lontar/contracts/esign";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { preloadPdfViewer } from "../../../components/pdf-viewer";
import { blobQueryOptions, useBlob } from "../../../lib/get-blob";
import { useWithoutKop } from "./get-without-kop";

/** What finding and naming a letter's PDF reads of either direction's detail. */
export type LetterPdfSource = Pick<
  OutgoingMailDetail,
  "id" | "bentuk_surat" | "esign_document" | "no_surat"
> & { kepala_surat: Pick<OutgoingMailDetail["kepala_surat"], "perihal"> };

/**
 * Where the letter's PDF is read: with letterhead its `esign_document.url`, without it the
 * address `egs/set-without-kop` answers. Softcopy letters have no letterhead to leave out.
 */
export function useLetterPdfUrl(letter: LetterPdfSource, withKop: boolean): string | null {
  const plain = letter.bentuk_surat !== "softcopy" && !withKop;
  const withoutKop = useWithoutKop(letter.id, plain);
  if (!plain) return letter.esign_document.url;
  return withoutKop.data?.url ?? null;
}

/** The PDF bytes of the letter as shown in Tampilan Surat. */
export function useLetterPdf(letter: LetterPdfSource, withKop: boolean) {
  return useBlob(useLetterPdfUrl(letter, withKop));
}

/**
 * Tampilan Surat, the first tab, without waiting for the letter's detail: its PDF with
 * letterhead (the detail's `esign_document.url`, so the tab finds it in the same query) and
 * pdf.js start loading as the page opens. Issue 23 item 13: the three loads used to run one
 * after the other.
 */
export function usePrefetchLetterPdf(id: string, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    void queryClient.prefetchQuery(blobQueryOptions(letterPdfUrl(id)));
    // Only a head start: when pdf.js fails to load, the viewer tries again and says so.
    preloadPdfViewer().catch(() => undefined);
  }, [id, enabled, queryClient]);
}

/** A file name without the slashes of a letter number. */
export const letterFileName = (letter: LetterPdfSource) =>
  `${(letter.no_surat ?? `konsep-${letter.kepala_surat.perihal}`).replace(/[^\w.-]+/g, "-")}.pdf`;
