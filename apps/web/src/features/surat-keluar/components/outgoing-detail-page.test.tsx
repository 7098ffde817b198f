import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type ReactNode, useEffect, useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { setMenus } from "../../../lib/auth/auth-store";
import { demoMenusWith } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import type { OutgoingSection } from "../sections";
import { LETTER_ID, letter } from "../test-support";
import { OutgoingDetailPage } from "./outgoing-detail-page";

// pdf.js needs a worker and a canvas, which jsdom lacks: a one-page stand-in.
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
    useEffect(() => loaded.current({ numPages: 1 }), []);
    return (
      <div data-testid="pdf-document" data-size={file.size}>
        {children}
      </div>
    );
  },
  Page: () => <canvas data-testid="pdf-page" />,
}));

const filed = {
  id: "01900000-0000-7000-8000-0000000000e1",
  nomor_berkas: 12,
  tahun: 2026,
  judul: "Rapat koordinasi SPBE",
  klasifikasi_kode: "000.1",
  status: "aktif",
} as const;

const info = {
  penerima: [
    {
      nama: "Syamsul Bahri",
      status_terima: "Sudah",
      status_baca: "Belum",
      status_disposisi: "Belum",
    },
  ],
  tembusan: [{ nama: "Dewi Anggraini Lubis", status_terima: "Sudah", status_baca: "Sudah" }],
};

function fakeServer(detail: OutgoingMailDetail | Response) {
  const calls: string[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    calls.push(url.pathname + url.search);
    if (url.pathname === `/egs/mail/${LETTER_ID}`)
      return detail instanceof Response ? detail : jsonResponse(200, { items: detail });
    if (url.pathname === `/egs/mail/${LETTER_ID}/pdf`)
      return new Response(new Blob([`%PDF-1.7 ${url.search}`]), { status: 200 });
    if (url.pathname === `/egs/set-without-kop/${LETTER_ID}`)
      return jsonResponse(200, {
        items: { url: `/egs/mail/${LETTER_ID}/pdf?no_kop=1`, no_kop: true, verify_url: null },
      });
    if (url.pathname === `/egs/mail-info/${LETTER_ID}`) return jsonResponse(200, { items: info });
    return jsonResponse(200, { items: [], meta: {} });
  });
  return calls;
}

const renderDetail = (section: OutgoingSection) =>
  renderAt(
    `/surat-keluar/${section}/detail/${LETTER_ID}`,
    <OutgoingDetailPage section={section} id={LETTER_ID} />,
    { pattern: "/surat-keluar/:section/detail/:id", banner: true },
  );

describe("Outgoing letter detail", () => {
  it("previews the PDF, and the letterhead toggle loads the copy without letterhead", async () => {
    const calls = fakeServer(letter());
    renderDetail("telusuri");
    expect(await screen.findByTestId("pdf-page")).toBeInTheDocument();
    for (const tab of ["Tampilan Surat", "Data Surat", "Referensi", "Lampiran", "Riwayat Catatan"])
      expect(screen.getByRole("tab", { name: tab })).toBeInTheDocument();
    expect(calls).toContain(`/egs/mail/${LETTER_ID}/pdf`);
    expect(screen.queryByRole("link", { name: /Verifikasi/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("switch", { name: "Kop Surat" }));
    expect(await screen.findByText("Tanpa Kop Surat")).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain(`/egs/mail/${LETTER_ID}/pdf?no_kop=1`));
    expect(calls).toContain(`/egs/set-without-kop/${LETTER_ID}`);
  });

  it("hides the letterhead toggle of a softcopy letter and links a signed one to Verifikasi", async () => {
    fakeServer(
      letter({
        bentuk_surat: "softcopy",
        no_surat: "005/3/2.16/2026",
        esign_document: {
          url: `/egs/mail/${LETTER_ID}/pdf`,
          no_kop: false,
          verify_url: "/verifikasi/01900000-0000-7000-8000-0000000000d1",
        },
      }),
    );
    renderDetail("terkirim");
    expect(await screen.findByRole("link", { name: /Verifikasi/ })).toHaveAttribute(
      "href",
      "/verifikasi/01900000-0000-7000-8000-0000000000d1",
    );
    expect(screen.queryByRole("switch", { name: "Kop Surat" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /EDIT/ })).not.toBeInTheDocument();
  });

  it("Data Surat shows 'Surat Belum Terkirim', the people and the reviewer at work", async () => {
    fakeServer(letter());
    renderDetail("persetujuan");
    fireEvent.click(await screen.findByRole("tab", { name: "Data Surat" }));
    expect(await screen.findByText("Surat Belum Terkirim")).toBeInTheDocument();
    expect(screen.getByText("005 - Undangan")).toBeInTheDocument();
    expect(screen.getByText("1 Lembar")).toBeInTheDocument();
    expect(screen.getByText("Editor Teks")).toBeInTheDocument();
    expect(screen.getByText("tanda tangan digital")).toBeInTheDocument();
    expect(screen.getByText("Syamsul Bahri")).toBeInTheDocument();
    const reviewers = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(reviewers[0]).toMatch(/^Rizky Pratama Harahap/);
    expect(reviewers[1]).toMatch(/^Dewi Anggraini Lubis.*Sedang memeriksa$/);
    expect(reviewers[2]).not.toMatch(/Sedang memeriksa/);
    expect(screen.getByText("Aula Dinas")).toBeInTheDocument();
    // The status as staff say it, not the stored value.
    expect(screen.getByText("Dalam Pemeriksaan", { selector: ".ant-tag" })).toBeInTheDocument();
    expect(screen.queryByText("pemeriksa", { selector: ".ant-tag" })).not.toBeInTheDocument();
  });

  it("Data Surat of a joint letter: who signed, who is signing, how many of how many", async () => {
    const base = letter();
    fakeServer(
      letter({
        jumlah_penandatangan: 2,
        ditandatangani: 1,
        pemeriksa: { ...base.pemeriksa, order_now: 3 },
      }),
    );
    renderDetail("persetujuan");
    fireEvent.click(await screen.findByRole("tab", { name: "Data Surat" }));
    expect(
      await screen.findByText("tanda tangan digital, 2 penandatangan (1 sudah menandatangani)"),
    ).toBeInTheDocument();
    const reviewers = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(reviewers[0]).not.toMatch(/tangan/);
    expect(reviewers[1]).toMatch(/^Dewi Anggraini Lubis.*Sudah menandatangani$/);
    expect(reviewers[2]).toMatch(/^Made Adi Wiranata.*Menunggu tanda tangan$/);
    expect(screen.getByText("Menunggu Tanda Tangan (1/2)", { selector: ".ant-tag" })).toBeVisible();
  });

  it("Data Surat links the berkas the letter was filed in, and has no such row otherwise", async () => {
    fakeServer(letter({ berkas: filed, status_surat: "terkirim" }));
    const view = renderDetail("terkirim");
    fireEvent.click(await screen.findByRole("tab", { name: "Data Surat" }));
    // Without the Pemberkasan screen among the user's menus: its name, not a link.
    expect(await screen.findByText("12/2026 · 000.1 Rapat koordinasi SPBE")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Rapat koordinasi SPBE/ })).not.toBeInTheDocument();
    act(() => setMenus(demoMenusWith("/arsip/pemberkasan/:id")));
    expect(
      await screen.findByRole("link", { name: "12/2026 · 000.1 Rapat koordinasi SPBE" }),
    ).toHaveAttribute("href", `/arsip/pemberkasan/${filed.id}`);
    expect(screen.getByText("Berkas", { selector: "th, th *" })).toBeInTheDocument();
    view.unmount();

    fakeServer(letter({ berkas: null, status_surat: "terkirim" }));
    renderDetail("terkirim");
    fireEvent.click(await screen.findByRole("tab", { name: "Data Surat" }));
    expect(await screen.findByText("005 - Undangan")).toBeInTheDocument();
    expect(screen.queryByText("Berkas", { selector: "th, th *" })).not.toBeInTheDocument();
  });

  it("Referensi, Lampiran and Riwayat Catatan list their entries", async () => {
    fakeServer(letter());
    renderDetail("telusuri");
    fireEvent.click(await screen.findByRole("tab", { name: "Referensi" }));
    expect(await screen.findByText("005/1/2.16/2026")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Lampiran" }));
    expect(
      await screen.findByRole("button", { name: "Unduh daftar-hadir.pdf" }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Riwayat Catatan" }));
    expect(await screen.findByText("Mohon lengkapi lampiran")).toBeInTheDocument();
    expect(screen.getByText("Perbaikan")).toBeInTheDocument();
    expect(screen.getByText("— Kepala Bidang")).toBeInTheDocument();
  });

  it("offers the archive copy with paraf only when the detail gives its address", async () => {
    const calls = fakeServer(
      letter({ salinan_arsip_url: `/egs/mail/${LETTER_ID}/pdf-arsip`, status_surat: "terkirim" }),
    );
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderDetail("terkirim");
    fireEvent.click(await screen.findByRole("button", { name: /Salinan Arsip \(dengan paraf\)/ }));
    await waitFor(() => expect(calls).toContain(`/egs/mail/${LETTER_ID}/pdf-arsip`));
    open.mockRestore();
    vi.unstubAllGlobals();
  });

  it("a recipient (no archive address) sees no Salinan Arsip button", async () => {
    fakeServer(letter({ salinan_arsip_url: null, status_surat: "terkirim" }));
    renderDetail("terkirim");
    expect(await screen.findByRole("button", { name: /INFO/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Salinan Arsip/ })).not.toBeInTheDocument();
  });

  it("INFO shows Sudah / Belum for recipients and copies, and closes with Tutup", async () => {
    fakeServer(letter({ no_surat: "005/3/2.16/2026", status_surat: "terkirim" }));
    renderDetail("terkirim");
    fireEvent.click(await screen.findByRole("button", { name: /INFO/ }));
    const dialog = await screen.findByRole("dialog");
    const row = (await within(dialog).findByText("Syamsul Bahri")).closest("tr") as HTMLElement;
    expect([...row.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "Syamsul Bahri",
      "Sudah",
      "Belum",
      "Belum",
    ]);
    fireEvent.click(within(dialog).getByRole("tab", { name: "Tembusan" }));
    const copy = (await within(dialog).findByText("Dewi Anggraini Lubis")).closest(
      "tr",
    ) as HTMLElement;
    expect([...copy.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "Dewi Anggraini Lubis",
      "Sudah",
      "Sudah",
    ]);
    // The footer's Tutup (the corner × has the same accessible name).
    fireEvent.click(within(dialog).getByText("Tutup", { selector: "button > span" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows EDIT in konsep and persetujuan only when the letter may be edited", async () => {
    fakeServer(letter());
    const { router } = renderDetail("persetujuan");
    fireEvent.click(await screen.findByRole("button", { name: /EDIT/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/surat-keluar/persetujuan/detail/edit/${LETTER_ID}`,
      ),
    );
  });

  it("has no EDIT when the user may not edit", async () => {
    fakeServer(
      letter({
        can: {
          edit: false,
          act: false,
          is_last_reviewer: false,
          needs_passphrase: false,
          delete: true,
        },
      }),
    );
    renderDetail("konsep");
    expect(await screen.findByRole("button", { name: /INFO/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /EDIT/ })).not.toBeInTheDocument();
  });

  it("replaces the tabs with 'Error Message : …' when the detail fails, without EDIT", async () => {
    fakeServer(errorResponse(404, "Surat tidak ditemukan"));
    renderDetail("konsep");
    expect(await screen.findByText("Error Message : Surat tidak ditemukan")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /EDIT/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Kembali/ })).toBeInTheDocument();
  });
});
