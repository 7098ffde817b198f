import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { PdfViewer } from "../../../components/pdf-viewer";
import { toApiError } from "../../../lib/api-error";
import { useBlob } from "../../../lib/get-blob";

/** A registered letter has a PDF to show when it was scanned or came with a PDF attachment. */
export const hasLetterPdf = (letter: OutgoingMailDetail) =>
  letter.kategori_surat !== "external" ||
  letter.attachment.originalFile !== null ||
  letter.lampiran.some((file) => file.file_name.toLowerCase().endsWith(".pdf"));

/** Tampilan Surat of a registered letter: its scan (or first PDF attachment). */
export function IncomingPreviewTab({ letter }: { letter: OutgoingMailDetail }) {
  const pdf = useBlob(letter.esign_document.url);
  const failure = pdf.isError ? toApiError(pdf.error) : null;
  return (
    <PdfViewer
      file={pdf.data}
      fileName={`${(letter.no_surat ?? letter.kepala_surat.perihal).replace(/[^\w.-]+/g, "-")}.pdf`}
      loading={!pdf.data}
      error={failure ? (failure.diagnosticMessage ?? failure.message) : null}
    />
  );
}
