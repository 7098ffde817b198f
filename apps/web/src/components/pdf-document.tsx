import {
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from "@ant-design/icons";
import { Button, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import { PDF_ERROR_TEXT, PdfSpinner } from "./pdf-viewer";

// The worker is served by Vite from our own origin (the CSP allows worker-src 'self' blob:).
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  "pdfjs-dist/build/pdf.worker.min.mjs",
  import.meta.url,
).toString();

/**
 * One pdf.js worker for the page's lifetime, started as soon as this module loads (while the
 * letter's bytes are still on their way): loading and compiling its 1 MB script took ~0.3 s
 * of every preview when each document started its own. A worker passed in is not ended with
 * the document, so a second letter, or the letterhead toggle, finds it ready.
 */
const sharedWorker = new pdfjs.PDFWorker();

// The CSP has no 'unsafe-eval': pdf.js must not try to compile font programs.
const documentOptions = { isEvalSupported: false, worker: sharedWorker };

const MIN_SCALE = 0.5;
const MAX_SCALE = 3;
const SCALE_STEP = 0.25;
const MAX_BASE_WIDTH = 900;

/** Width available to a page at 100 %: the container's, capped for wide screens. */
function useBaseWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const inner = width > 0 ? width - 24 : 600;
  return { ref, baseWidth: Math.max(200, Math.min(inner, MAX_BASE_WIDTH)) };
}

function download(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface PdfDocumentProps {
  file: Blob;
  fileName: string;
}

/** The react-pdf part of PdfViewer, loaded on demand. */
export default function PdfDocument({ file, fileName }: PdfDocumentProps) {
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const { ref, baseWidth } = useBaseWidth();
  const zoom = (delta: number) =>
    setScale((value) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, value + delta)));

  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__toolbar">
        <Space size={4} wrap>
          <Button
            aria-label="Halaman sebelumnya"
            icon={<LeftOutlined />}
            disabled={page <= 1}
            onClick={() => setPage((value) => value - 1)}
          />
          <Typography.Text className="pdf-viewer__pages">
            {pageCount > 0 ? `Halaman ${page} dari ${pageCount}` : "Halaman -"}
          </Typography.Text>
          <Button
            aria-label="Halaman berikutnya"
            icon={<RightOutlined />}
            disabled={page >= pageCount}
            onClick={() => setPage((value) => value + 1)}
          />
        </Space>
        <Space size={4} wrap>
          <Button
            aria-label="Perkecil"
            icon={<ZoomOutOutlined />}
            disabled={scale <= MIN_SCALE}
            onClick={() => zoom(-SCALE_STEP)}
          />
          <Typography.Text className="pdf-viewer__zoom">{Math.round(scale * 100)}%</Typography.Text>
          <Button
            aria-label="Perbesar"
            icon={<ZoomInOutlined />}
            disabled={scale >= MAX_SCALE}
            onClick={() => zoom(SCALE_STEP)}
          />
          <Button icon={<DownloadOutlined />} onClick={() => download(file, fileName)}>
            Unduh
          </Button>
        </Space>
      </div>
      <section
        className="pdf-viewer__canvas"
        ref={ref}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so that keyboard users can scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`Pratinjau ${fileName}`}
      >
        <Document
          file={file}
          options={documentOptions}
          onLoadSuccess={({ numPages }) => setPageCount(numPages)}
          loading={<PdfSpinner />}
          error={
            <div className="pdf-viewer__state">
              <Typography.Text type="danger">{PDF_ERROR_TEXT}</Typography.Text>
            </div>
          }
        >
          <Page
            pageNumber={page}
            width={Math.round(baseWidth * scale)}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            loading={<PdfSpinner />}
            className="pdf-viewer__page"
          />
        </Document>
      </section>
    </div>
  );
}
