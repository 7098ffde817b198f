import { Spin, Typography } from "antd";
import { lazy, Suspense, useMemo } from "react";
import "./pdf-viewer.css";

// pdf.js is large: it is fetched only when a page shows a PDF, never with the login page.
const PdfDocument = lazy(() => import("./pdf-document"));

export interface PdfViewerProps {
  /** The PDF's bytes; undefined while they load. */
  file: Blob | ArrayBuffer | undefined;
  /** Name of the downloaded file. */
  fileName: string;
  loading?: boolean;
  /** Why the bytes could not be loaded; shown instead of the document. */
  error?: string | null;
}

export const PDF_ERROR_TEXT = "Dokumen PDF tidak dapat ditampilkan";

function isBlob(value: Blob | ArrayBuffer): value is Blob {
  // Duck-typed: a Blob from another realm (a test's fetch) fails `instanceof`.
  return typeof (value as Blob).size === "number";
}

function toBlob(file: Blob | ArrayBuffer | undefined): Blob | null {
  if (!file) return null;
  return isBlob(file) ? file : new Blob([file], { type: "application/pdf" });
}

export function PdfSpinner() {
  return (
    <div className="pdf-viewer__state" role="status" aria-label="Memuat dokumen">
      <Spin />
    </div>
  );
}

/**
 * A PDF shown page by page (Sebelumnya / Berikutnya, 'Halaman x dari y'), with zoom and a
 * download button. The bytes come from the caller (see lib/get-blob.ts), so a PDF behind the
 * bearer token is shown the same way as a public one.
 */
export function PdfViewer({ file, fileName, loading, error }: PdfViewerProps) {
  const blob = useMemo(() => toBlob(file), [file]);
  if (error) {
    return (
      <div className="pdf-viewer__state">
        <Typography.Text type="danger">{error}</Typography.Text>
      </div>
    );
  }
  if (loading || !blob) return <PdfSpinner />;
  return (
    <Suspense fallback={<PdfSpinner />}>
      {/* A new file starts again at page 1 and 100 %. */}
      <PdfDocument key={fileName + blob.size} file={blob} fileName={fileName} />
    </Suspense>
  );
}
