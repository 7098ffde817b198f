import { PdfViewer } from "../../components/pdf-viewer";
import { PublicPage } from "../../components/public-page";
import { useSampleLetter } from "../../features/esign/api/get-sample-letter";
import { toApiError } from "../../lib/api-error";

/** `/test-view-pdf` (spec 02 §2.1): a sample letter in the PDF viewer, without a login. */
export function Component() {
  const letter = useSampleLetter();
  const error = letter.isError ? toApiError(letter.error).message : null;
  return (
    <PublicPage
      title="Contoh Tampilan PDF"
      subtitle="Surat contoh dari mesin pembuat PDF Lontar."
      maxWidth={980}
    >
      <title>Contoh Tampilan PDF · Lontar</title>
      <PdfViewer
        file={letter.data}
        fileName="contoh-surat.pdf"
        loading={letter.isLoading}
        error={error}
      />
    </PublicPage>
  );
}
