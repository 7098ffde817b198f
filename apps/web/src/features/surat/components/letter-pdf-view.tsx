import type { UseQueryResult } from "@tanstack/react-query";
import { PdfViewer } from "../../../components/pdf-viewer";
import { toApiError } from "../../../lib/api-error";

interface LetterPdfViewProps {
  /** The PDF's bytes as loaded (`useBlob`, `useLetterPdf`). */
  pdf: UseQueryResult<Blob>;
  fileName: string;
}

/** A letter's PDF in the app's viewer: loading until the bytes arrive, the reason if they fail. */
export function LetterPdfView({ pdf, fileName }: LetterPdfViewProps) {
  const failure = pdf.isError ? toApiError(pdf.error) : null;
  return (
    <PdfViewer
      file={pdf.data}
      fileName={fileName}
      loading={!pdf.data}
      error={failure ? (failure.diagnosticMessage ?? failure.message) : null}
    />
  );
}
