import type { IncomingMailDetail } from "@lontar/contracts/mail";
import { useBlob } from "../../../lib/get-blob";
import { LetterPdfView } from "../../surat/components/letter-pdf-view";

type PdfFields = Pick<
  IncomingMailDetail,
  "kategori_surat" | "attachment" | "lampiran" | "esign_document" | "no_surat" | "kepala_surat"
>;

/** A registered letter has a PDF to show when it was scanned or came with a PDF attachment. */
export const hasLetterPdf = (letter: PdfFields) =>
  letter.kategori_surat !== "external" ||
  letter.attachment.originalFile !== null ||
  letter.lampiran.some((file) => file.file_name.toLowerCase().endsWith(".pdf"));

/** Tampilan Surat of a registered letter: its scan (or first PDF attachment). */
export function IncomingPreviewTab({ letter }: { letter: PdfFields }) {
  const pdf = useBlob(letter.esign_document.url);
  return (
    <LetterPdfView
      pdf={pdf}
      fileName={`${(letter.no_surat ?? letter.kepala_surat.perihal).replace(/[^\w.-]+/g, "-")}.pdf`}
    />
  );
}
