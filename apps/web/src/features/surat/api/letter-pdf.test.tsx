import { letterPdfUrl } from "@lontar/contracts/esign";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { stubFetch } from "../../../test/http";
import { type LetterPdfSource, useLetterPdf, usePrefetchLetterPdf } from "./letter-pdf";

// pdf.js needs a worker and a canvas, which jsdom lacks: the preload only has to resolve.
vi.mock("react-pdf", () => ({
  pdfjs: { GlobalWorkerOptions: {}, PDFWorker: class {} },
  Document: () => null,
  Page: () => null,
}));

const ID = "01900000-0000-7000-8000-0000000000a1";
const letter: LetterPdfSource = {
  id: ID,
  bentuk_surat: "text-editor",
  no_surat: null,
  kepala_surat: { perihal: "Undangan" },
  esign_document: { url: letterPdfUrl(ID), no_kop: false, verify_url: null },
};

function Opening({
  id,
  detailLoaded,
  enabled,
}: {
  id: string;
  detailLoaded: boolean;
  enabled?: boolean;
}) {
  usePrefetchLetterPdf(id, enabled);
  return detailLoaded ? <Preview /> : <p>Memuat surat</p>;
}

function Preview() {
  const pdf = useLetterPdf(letter, true);
  return <p>{pdf.data ? `PDF ${pdf.data.size} B` : "Memuat PDF"}</p>;
}

describe("Tampilan Surat while the letter's detail loads (issue 23, item 13)", () => {
  it("fetches the letter's PDF before the detail has answered, once, for the preview to use", async () => {
    const fetchMock = stubFetch(() => new Response(new Blob(["%PDF-1.7"]), { status: 200 }));
    const client = createQueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Opening id={ID} detailLoaded={false} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/egs/mail/${ID}/pdf`);

    rerender(
      <QueryClientProvider client={client}>
        <Opening id={ID} detailLoaded />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^PDF \d+ B$/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fetches nothing ahead when told the letter may have no PDF", async () => {
    const fetchMock = stubFetch(() => new Response(new Blob(["%PDF-1.7"]), { status: 200 }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Opening id={ID} detailLoaded={false} enabled={false} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Memuat surat")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
