import { ESIGN_MESSAGES, VERIFY_MESSAGES, type VerificationResult } from "@lontar/contracts/esign";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderApp } from "../../../test/render";

const DOC_ID = "01900000-0000-7000-8000-0000000000d1";
const valid: VerificationResult = {
  document: {
    id: DOC_ID,
    no_surat: "800/12/Diskominfo/2026",
    perihal: "Undangan Rapat Koordinasi",
    tanggal_surat: "2026-11-22",
    penandatangan: {
      nama: "Ir. Bambang Kadis, M.T.",
      jabatan: "Kepala Dinas Komunikasi dan Informatika",
      nip: "197001011995031001",
    },
    signed_at: "2026-11-22T06:05:00.000Z",
  },
  signature: {
    signed: true,
    valid: true,
    unchanged: true,
    issued_by_instance: true,
    matches_document: true,
    message: VERIFY_MESSAGES.valid,
    tanda_tangan: [
      {
        nama: "Ir. Bambang Kadis, M.T.",
        jabatan: "Kepala Dinas Komunikasi dan Informatika",
        nip: "197001011995031001",
        waktu: "2026-11-22T06:05:00.000Z",
        sah: true,
      },
    ],
  },
};
const modified: VerificationResult = {
  document: null,
  signature: {
    ...valid.signature,
    unchanged: false,
    matches_document: false,
    message: VERIFY_MESSAGES.modified,
  },
};

const row = (label: string) => screen.getByText(label, { selector: "th, th *" }).closest("tr");

async function choosePdf(file: File) {
  await screen.findByRole("heading", { name: "Periksa berkas PDF" });
  const input = document.querySelector("input[type=file]") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe("Verifikasi Dokumen", () => {
  it("shows the signed document and a green verdict for a valid signature", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { items: valid }));
    renderApp(`/verifikasi/${DOC_ID}`);

    expect(await screen.findByRole("heading", { name: "Verifikasi Dokumen" })).toBeVisible();
    const verdict = await screen.findByText(VERIFY_MESSAGES.valid);
    expect(verdict.closest(".ant-alert")).toHaveClass("ant-alert-success");
    expect(row("Nomor")).toHaveTextContent("800/12/Diskominfo/2026");
    expect(row("Hal")).toHaveTextContent("Undangan Rapat Koordinasi");
    expect(row("Tanggal")).toHaveTextContent("22 November 2026");
    expect(row("Penandatangan")).toHaveTextContent(
      "Ir. Bambang Kadis, M.T.Kepala Dinas Komunikasi dan InformatikaNIP 197001011995031001",
    );
    expect(row("Waktu tanda tangan")).toHaveTextContent("22 November 2026 13:05 WIB");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/egs/public/verify/${DOC_ID}`);
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
  });

  it("lists every signer of a joint letter with their signing time", async () => {
    const second = {
      nama: "Drs. Syamsul Bahri",
      jabatan: "Kepala Dinas Pendidikan",
      nip: "196905051994031002",
      waktu: "2026-11-22T07:30:00.000Z",
      sah: true,
    };
    const first = valid.signature.tanda_tangan[0];
    const joint = { ...valid, signature: { ...valid.signature, tanda_tangan: [first, second] } };
    stubFetch(() => jsonResponse(200, { items: joint }));
    renderApp(`/verifikasi/${DOC_ID}`);

    await screen.findByText(VERIFY_MESSAGES.valid);
    const signers = within(row("Penandatangan") as HTMLElement).getAllByRole("listitem");
    expect(signers.map((item) => item.textContent)).toEqual([
      "Ir. Bambang Kadis, M.T.Kepala Dinas Komunikasi dan InformatikaNIP 19700101199503100122 November 2026 13:05 WIBTanda tangan sah",
      "Drs. Syamsul BahriKepala Dinas PendidikanNIP 19690505199403100222 November 2026 14:30 WIBTanda tangan sah",
    ]);
    expect(screen.queryByText("Waktu tanda tangan")).not.toBeInTheDocument();
  });

  it("shows a red verdict with the server's sentence for a modified document", async () => {
    stubFetch(() => jsonResponse(200, { items: { ...modified, document: valid.document } }));
    renderApp(`/verifikasi/${DOC_ID}`);

    const verdict = await screen.findByText(VERIFY_MESSAGES.modified);
    expect(verdict.closest(".ant-alert")).toHaveClass("ant-alert-error");
    expect(screen.getByText("Tidak diubah").closest(".ant-tag")).toHaveClass("ant-tag-error");
  });

  it("says 'Dokumen tidak ditemukan' for an unknown id", async () => {
    stubFetch(() => errorResponse(404, ESIGN_MESSAGES.verifyNotFound, "NOT_FOUND"));
    renderApp(`/verifikasi/${DOC_ID}`);

    const alert = await screen.findByText(ESIGN_MESSAGES.verifyNotFound);
    expect(alert.closest(".ant-alert")).toHaveClass("ant-alert-error");
    expect(screen.queryByText("Nomor")).not.toBeInTheDocument();
  });

  it("shows the rate limit's message", async () => {
    stubFetch(() =>
      errorResponse(429, "Terlalu banyak permintaan, coba lagi nanti", "RATE_LIMITED"),
    );
    renderApp(`/verifikasi/${DOC_ID}`);

    expect(
      await screen.findByText("Terlalu banyak permintaan, coba lagi nanti", { selector: "div" }),
    ).toBeInTheDocument();
  });

  it("checks an uploaded PDF and shows its verdict and document", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { items: valid }));
    renderApp("/verifikasi");

    expect(await screen.findByRole("heading", { name: "Periksa berkas PDF" })).toBeVisible();
    await choosePdf(new File(["%PDF-1.7"], "surat.pdf", { type: "application/pdf" }));

    const result = await screen.findByRole("region", { name: "Hasil pemeriksaan berkas" });
    expect(await within(result).findByText(VERIFY_MESSAGES.valid)).toBeInTheDocument();
    expect(within(result).getByText("Hasil pemeriksaan: surat.pdf")).toBeInTheDocument();
    expect(within(result).getByText("800/12/Diskominfo/2026")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/egs/public/verify");
    expect(init?.method).toBe("POST");
    const sent = init?.body as FormData;
    expect((sent.get("file") as File).name).toBe("surat.pdf");
  });

  it("shows a red verdict and no document for a modified upload", async () => {
    stubFetch(() => jsonResponse(200, { items: modified }));
    renderApp("/verifikasi");

    await choosePdf(new File(["%PDF-1.7"], "diubah.pdf", { type: "application/pdf" }));

    const verdict = await screen.findByText(VERIFY_MESSAGES.modified);
    expect(verdict.closest(".ant-alert")).toHaveClass("ant-alert-error");
    expect(screen.queryByText("Nomor")).not.toBeInTheDocument();
  });

  it("refuses a file that is not a PDF without sending it", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { items: valid }));
    renderApp("/verifikasi");

    await choosePdf(new File(["gambar"], "foto.png", { type: "image/png" }));

    expect(await screen.findByText("Berkas harus berupa PDF")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
