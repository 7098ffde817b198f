import { Spin, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import "./pdf-viewer.css";

type PdfDocumentComponent = typeof import("./pdf-document")["default"];

// pdf.js is large: it is fetched only when a page shows a PDF, never with the login page.
let pdfDocumentLoad: Promise<PdfDocumentComponent> | null = null;
let pdfDocumentLoaded: PdfDocumentComponent | null = null;

/**
 * Starts loading pdf.js and its worker ahead of the first PDF (a letter's detail calls it while
 * the letter loads): on a warm server they, not the PDF, were most of a preview's wait.
 */
export function preloadPdfViewer(): Promise<PdfDocumentComponent> {
  pdfDocumentLoad ??= import("./pdf-document").then(
    (module) => {
      pdfDocumentLoaded = module.default;
      return module.default;
    },
    (error: unknown) => {
      pdfDocumentLoad = null; // a chunk that failed to load is tried again next time
      throw error;
    },
  );
  return pdfDocumentLoad;
}

/**
 * The pdf.js part of the viewer: at once when already loaded, else once it arrives. Not
 * React.lazy: a Suspense fallback, once shown, holds the content back for React's reveal
 * throttle (~300 ms), which cost every preview that long after pdf.js was ready.
 */
function usePdfDocument() {
  const [state, setState] = useState(() => ({ component: pdfDocumentLoaded, failed: false }));
  useEffect(() => {
    if (state.component) return;
    let live = true;
    preloadPdfViewer().then(
      (component) => live && setState({ component, failed: false }),
      () => live && setState({ component: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [state.component]);
  return state;
}

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
  // pdf.js and its worker load while the bytes do, not after them.
  const pdfDocument = usePdfDocument();
  const failure = error ?? (pdfDocument.failed ? PDF_ERROR_TEXT : null);
  if (failure) {
    return (
      <div className="pdf-viewer__state">
        <Typography.Text type="danger">{failure}</Typography.Text>
      </div>
    );
  }
  const PdfDocument = pdfDocument.component;
  if (loading || !blob || !PdfDocument) return <PdfSpinner />;
  // A new file starts again at page 1 and 100 %.
  return <PdfDocument key={fileName + blob.size} file={blob} fileName={fileName} />;
}
