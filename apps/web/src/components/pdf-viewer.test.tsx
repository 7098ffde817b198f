import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ReactNode, useEffect, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../test/http";
import { renderApp } from "../test/render";
import { PdfViewer, preloadPdfViewer } from "./pdf-viewer";

// pdf.js needs a worker and a canvas, which jsdom lacks: a stand-in with three pages.
vi.mock("react-pdf", () => ({
  pdfjs: { GlobalWorkerOptions: {}, PDFWorker: class {} },
  Document: ({
    file,
    onLoadSuccess,
    children,
  }: {
    file: Blob;
    onLoadSuccess: (pdf: { numPages: number }) => void;
    children: ReactNode;
  }) => {
    const loaded = useRef(onLoadSuccess);
    useEffect(() => loaded.current({ numPages: 3 }), []);
    return (
      <div data-testid="pdf-document" data-size={file.size}>
        {children}
      </div>
    );
  },
  Page: ({ pageNumber, width }: { pageNumber: number; width: number }) => (
    <canvas data-testid="pdf-page" data-page={pageNumber} data-width={width} />
  ),
}));

const pdfBytes = () => new TextEncoder().encode("%PDF-1.7 contoh").buffer as ArrayBuffer;

describe("PDF viewer", () => {
  const createObjectURL = vi.fn((_blob: Blob) => "blob:contoh");
  beforeEach(() => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  });
  afterEach(() => createObjectURL.mockClear());

  // First in this file: React.lazy would show its fallback on its first render even then.
  it("shows the document in its first frame once pdf.js is loaded: no spinner in between", async () => {
    await preloadPdfViewer();
    render(<PdfViewer file={pdfBytes()} fileName="surat.pdf" />);
    expect(screen.getByTestId("pdf-document")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Memuat dokumen" })).not.toBeInTheDocument();
  });

  it("pages through the document and zooms", async () => {
    render(<PdfViewer file={pdfBytes()} fileName="surat.pdf" />);

    expect(await screen.findByText("Halaman 1 dari 3")).toBeInTheDocument();
    const page = screen.getByTestId("pdf-page");
    expect(page).toHaveAttribute("data-page", "1");
    expect(screen.getByRole("button", { name: "Halaman sebelumnya" })).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "Halaman berikutnya" }));
    fireEvent.click(screen.getByRole("button", { name: "Halaman berikutnya" }));
    expect(screen.getByText("Halaman 3 dari 3")).toBeInTheDocument();
    expect(screen.getByTestId("pdf-page")).toHaveAttribute("data-page", "3");
    expect(screen.getByRole("button", { name: "Halaman berikutnya" })).toBeDisabled();

    const width = Number(screen.getByTestId("pdf-page").getAttribute("data-width"));
    fireEvent.click(screen.getByRole("button", { name: "Perbesar" }));
    expect(screen.getByText("125%")).toBeInTheDocument();
    expect(Number(screen.getByTestId("pdf-page").getAttribute("data-width"))).toBe(
      Math.round(width * 1.25),
    );
    fireEvent.click(screen.getByRole("button", { name: "Perkecil" }));
    fireEvent.click(screen.getByRole("button", { name: "Perkecil" }));
    expect(screen.getByText("75%")).toBeInTheDocument();
  });

  it("downloads the bytes under the file name", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render(<PdfViewer file={pdfBytes()} fileName="surat.pdf" />);

    fireEvent.click(await screen.findByRole("button", { name: /Unduh/ }));

    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe("surat.pdf");
    expect(anchor.href).toBe("blob:contoh");
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe("application/pdf");
    expect(blob.size).toBe("%PDF-1.7 contoh".length);
  });

  it("shows a spinner while loading and the error text when the bytes failed", () => {
    const { rerender } = render(<PdfViewer file={undefined} fileName="x.pdf" loading />);
    expect(screen.getByRole("status", { name: "Memuat dokumen" })).toBeInTheDocument();

    rerender(<PdfViewer file={undefined} fileName="x.pdf" error="Dokumen tidak ditemukan" />);
    expect(screen.getByText("Dokumen tidak ditemukan")).toBeInTheDocument();
    expect(screen.queryByTestId("pdf-document")).not.toBeInTheDocument();
  });

  it("/test-view-pdf shows the sample letter without a login", async () => {
    const fetchMock = stubFetch(
      () => new Response(new Blob(["%PDF-1.7 contoh"]), { status: 200, headers: {} }),
    );
    renderApp("/test-view-pdf");

    expect(await screen.findByRole("heading", { name: "Contoh Tampilan PDF" })).toBeVisible();
    expect(await screen.findByText("Halaman 1 dari 3")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("pdf-page")).toBeInTheDocument());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/egs/public/sample-letter");
  });
});
