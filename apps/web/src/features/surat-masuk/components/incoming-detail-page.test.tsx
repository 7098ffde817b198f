import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setMenus, setUser } from "../../../lib/auth/auth-store";
import { demoMenusWith, demoUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import type { IncomingKind } from "../api/get-incoming-detail";
import { fakeReactPdf, historyItem, incomingLetter, LETTER_ID } from "../test-support";
import { IncomingDetailPage } from "./incoming-detail-page";

vi.mock("react-pdf", () => fakeReactPdf());

const filed = {
  id: "01900000-0000-7000-8000-0000000000e1",
  nomor_berkas: 12,
  tahun: 2026,
  judul: "Rapat koordinasi SPBE",
  klasifikasi_kode: "000.1",
  status: "aktif",
} as const;

function fakeServer(detail: OutgoingMailDetail | Response) {
  const calls: string[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    calls.push(url.pathname);
    if (
      url.pathname === `/egs/mail-sekretariat/${LETTER_ID}` ||
      url.pathname === `/egs/mail/${LETTER_ID}`
    )
      return detail instanceof Response ? detail : jsonResponse(200, { items: detail });
    if (url.pathname === `/egs/mail/${LETTER_ID}/pdf`)
      return new Response(new Blob(["%PDF-1.7"]), { status: 200 });
    if (url.pathname === `/egs/mail/${LETTER_ID}/jadwal.ics`)
      return new Response(new Blob(["BEGIN:VCALENDAR"]), { status: 200 });
    if (url.pathname === `/egs/mail-disposisi/${LETTER_ID}`)
      return jsonResponse(200, {
        items: {
          user: [
            historyItem({
              id: 2,
              data_pegawai: { peg_nama: "Rizky Pratama", jabatan_nama: "Kepala Bidang" },
              action: {
                is_disposisi: false,
                text: [],
                keterangan: "Mohon disiapkan",
                created_at: "2026-11-22T07:00:00.000Z",
              },
            }),
            historyItem({
              id: 1,
              action: { is_private: true, visible: false, text: [], keterangan: "" },
            }),
          ],
          plt: [],
        },
      });
    if (url.pathname === "/egs/list-aksi")
      return jsonResponse(200, { items: ["Untuk ditindaklanjuti"] });
    return jsonResponse(200, { items: [] });
  });
  return calls;
}

const PATHS: Record<IncomingKind, string> = {
  "non-sekretariat": "/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/:id",
  sekretariat: "/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/:id",
  terkirim: "/surat-masuk/terkirim/detail-terkirim-sekretariat/sekretariat/:id",
};

const renderDetail = (kind: IncomingKind = "sekretariat") =>
  renderAt(
    PATHS[kind].replace(":id", LETTER_ID),
    <IncomingDetailPage kind={kind} id={LETTER_ID} />,
    { pattern: PATHS[kind], banner: true },
  );

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
const ALL_TABS = [
  "Tampilan Surat",
  "Data Surat",
  "Lampiran",
  "Disposisi/Teruskan",
  "Riwayat Tindakan",
  "Info Jadwal",
  "Data Pengirim",
];

describe("Incoming letter detail", () => {
  it("a recipient of a secretariat letter sees every tab, the scan and the sub-navigation", async () => {
    const calls = fakeServer(incomingLetter());
    renderDetail();
    expect(await screen.findByTestId("pdf-page")).toBeInTheDocument();
    expect(tabNames()).toEqual(ALL_TABS);
    expect(calls).toContain(`/egs/mail-sekretariat/${LETTER_ID}`);
    expect(screen.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/6281234567890",
    );
    expect(screen.getByRole("link", { name: /Cetak Riwayat/ })).toHaveAttribute(
      "href",
      `/bank-surat/print-view-riwayat/${LETTER_ID}`,
    );
    fireEvent.click(screen.getByRole("button", { name: /INFO/ }));
    expect(await screen.findByRole("tab", { name: "Penerima" })).toBeInTheDocument();
  });

  it("says 'Teks sedang diproses' while the scan is being read for the search", async () => {
    fakeServer(incomingLetter({ teks_diproses: true }));
    renderDetail();
    expect(await screen.findByText("Teks sedang diproses")).toBeInTheDocument();
  });

  it("says nothing of the text once it is read", async () => {
    fakeServer(incomingLetter({ teks_diproses: false }));
    renderDetail();
    await screen.findByRole("tab", { name: "Data Surat" });
    expect(screen.queryByText("Teks sedang diproses")).toBeNull();
  });

  it("Data Surat links the berkas the letter was filed in, and has no such row otherwise", async () => {
    fakeServer(incomingLetter({ berkas: filed }));
    const view = renderDetail();
    fireEvent.click(await screen.findByRole("tab", { name: "Data Surat" }));
    // Without the Pemberkasan screen among the user's menus: its name, not a link.
    expect(await screen.findByText("12/2026 · 000.1 Rapat koordinasi SPBE")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Rapat koordinasi SPBE/ })).not.toBeInTheDocument();
    act(() => setMenus(demoMenusWith("/arsip/pemberkasan/:id")));
    expect(
      await screen.findByRole("link", { name: "12/2026 · 000.1 Rapat koordinasi SPBE" }),
    ).toHaveAttribute("href", `/arsip/pemberkasan/${filed.id}`);
    view.unmount();

    fakeServer(incomingLetter());
    renderDetail();
    fireEvent.click(await screen.findByRole("tab", { name: "Data Surat" }));
    expect(await screen.findByText("005 - Undangan")).toBeInTheDocument();
    expect(screen.queryByText("Berkas", { selector: "th, th *" })).not.toBeInTheDocument();
  });

  it("hides Disposisi/Teruskan once forwarded (is_teruskan)", async () => {
    fakeServer(incomingLetter({ is_teruskan: true }));
    renderDetail();
    await screen.findByRole("tab", { name: "Data Surat" });
    expect(tabNames()).not.toContain("Disposisi/Teruskan");
  });

  it("hides Disposisi/Teruskan for level 8 on a secretariat letter, and Tampilan Surat without a PDF", async () => {
    fakeServer(
      incomingLetter({
        attachment: { originalFile: null, signedFile: null },
        lampiran: [],
        can: { ...incomingLetter().can, dispose: true, edit_number: true },
      }),
    );
    const view = renderDetail("terkirim");
    setUser({ ...demoUser, user_level: 8 });
    await screen.findByRole("tab", { name: "Data Surat" });
    expect(tabNames()).toEqual([
      "Data Surat",
      "Lampiran",
      "Riwayat Tindakan",
      "Info Jadwal",
      "Data Pengirim",
    ]);
    fireEvent.click(screen.getByRole("tab", { name: "Data Surat" }));
    expect(await screen.findByRole("button", { name: "Ubah Nomor Surat" })).toBeInTheDocument();
    view.unmount();
  });

  it("a load error replaces the tabs with 'Error Message : …'", async () => {
    fakeServer(errorResponse(404, "Surat tidak ditemukan", "NOT_FOUND"));
    renderDetail();
    expect(await screen.findByText("Error Message : Surat tidak ditemukan")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("Riwayat Tindakan: time order, Asia/Jakarta time, a private entry shows only 'Disposisi tertutup'", async () => {
    fakeServer(incomingLetter());
    renderDetail();
    fireEvent.click(await screen.findByRole("tab", { name: "Riwayat Tindakan" }));
    expect(await screen.findByText("Disposisi tertutup")).toBeInTheDocument();
    expect(screen.getByText("22 November 2026 13:05")).toBeInTheDocument();
    expect(screen.getByText("Catatan: Mohon disiapkan")).toBeInTheDocument();
    expect(screen.queryByText(/Segera koordinasikan/)).not.toBeInTheDocument();
    const names = screen
      .getAllByText(/Made Adi Wiranata, M.T.|Rizky Pratama$/)
      .map((n) => n.textContent);
    expect(names[0]).toBe("Ir. Made Adi Wiranata, M.T.");
  });

  it("a target marks a disposition followed up, with a required note", async () => {
    const posts: { path: string; body: string }[] = [];
    stubFetch((raw, init) => {
      const url = new URL(raw, "http://x");
      if (init.method === "POST") {
        posts.push({ path: url.pathname, body: String(init.body) });
        return jsonResponse(200, { items: { id: LETTER_ID, selesai: true } });
      }
      if (url.pathname === `/egs/mail-disposisi/${LETTER_ID}`)
        return jsonResponse(200, {
          items: { user: [historyItem({ can_finish: posts.length === 0 })], plt: [] },
        });
      if (url.pathname === `/egs/mail-sekretariat/${LETTER_ID}`)
        return jsonResponse(200, { items: incomingLetter() });
      return jsonResponse(200, { items: [] });
    });
    renderDetail();
    fireEvent.click(await screen.findByRole("tab", { name: "Riwayat Tindakan" }));
    fireEvent.click(await screen.findByRole("button", { name: /Tandai selesai/ }));
    const save = await screen.findByRole("button", { name: "Simpan" });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Catatan tindak lanjut"), {
      target: { value: "Sudah dikoordinasikan" },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(posts).toEqual([
        {
          path: `/egs/mail-disposisi/${LETTER_ID}/selesai`,
          body: JSON.stringify({ keterangan: "Sudah dikoordinasikan" }),
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /Tandai selesai/ })).not.toBeInTheDocument(),
    );
  });

  it("Info Jadwal: 'Tambah ke Kalender' downloads the ics and says so", async () => {
    const calls = fakeServer(incomingLetter());
    const createObjectURL = vi.fn(() => "blob:ics");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderDetail();
    fireEvent.click(await screen.findByRole("tab", { name: "Info Jadwal" }));
    expect(screen.getByText("Aula Dinas")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Google Calendar/ }).getAttribute("href")).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
    );
    fireEvent.click(screen.getByRole("button", { name: /Tambah ke Kalender/ }));
    expect(await screen.findByText(INCOMING_MESSAGES.calendarAdded)).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain(`/egs/mail/${LETTER_ID}/jadwal.ics`));
    expect(createObjectURL).toHaveBeenCalled();
  });
});
