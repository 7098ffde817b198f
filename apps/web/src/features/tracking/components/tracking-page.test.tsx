import { TRACKING_MESSAGES, type TrackingDetail } from "@lontar/contracts/tracking";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderApp } from "../../../test/render";

// The real widget runs a proof of work in Web Workers; jsdom stands in with a button.
vi.mock("../../../components/altcha-field", () => ({
  AltchaField: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <div>
      <button type="button" onClick={() => onChange("captcha-payload")}>
        Selesaikan captcha
      </button>
      <button type="button" onClick={() => onChange(null)}>
        Captcha kedaluwarsa
      </button>
    </div>
  ),
}));

const detail: TrackingDetail = {
  created_at: "2026-11-22T03:00:00.000Z",
  no_surat: "005/777/DISDIK/2026",
  resi: "7KQ2M9XH4P",
  tanggal_surat: "2026-11-20",
  tanggal_terima: "2026-11-22",
  dari: "Dinas Pendidikan Provinsi Contoh",
  satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
  penerima: {
    selected_kepala_login: [{ peg_nama: "Ir. Bambang Kadis", jabatan_nama: "Kepala Dinas" }],
  },
  tembusan: { user: [{ peg_nama: "Siti Sekdis", jabatan_nama: "Sekretaris" }], plt: [] },
  kepala_surat: {
    perihal: "Permohonan Narasumber",
    klasifikasi: null,
    sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    lampiran: { type: "Lembar", value: 1 },
  },
  user: { user_name: "Rina Sekretariat" },
  lampiran: [
    { file_name: "undangan-scan.pdf", file_size: 20480, file_url: "/egs/public/tracking-file/abc" },
  ],
  history: {
    items: [
      {
        photo_url: null,
        data_pegawai: { peg_nama: "Rina Wulandari", jabatan_nama: "Pengadministrasi Umum" },
        kepada: [{ peg_nama: "Ir. Bambang Kadis", jabatan_nama: "Kepala Dinas" }],
        action: {
          jenis: "diterima",
          dari: "Rina Wulandari",
          is_disposisi: false,
          text: [],
          keterangan: "",
          is_private: false,
          created_at: "2026-11-22T02:00:00.000Z",
        },
      },
      {
        photo_url: null,
        data_pegawai: { peg_nama: "Ir. Bambang Kadis", jabatan_nama: "Kepala Dinas" },
        kepada: [{ peg_nama: "Budi Kabid", jabatan_nama: "Kepala Bidang" }],
        action: {
          jenis: "disposisi",
          dari: "Ir. Bambang Kadis",
          is_disposisi: true,
          text: [],
          keterangan: "",
          is_private: true,
          created_at: "2026-11-22T04:00:00.000Z",
        },
      },
      {
        photo_url: null,
        data_pegawai: { peg_nama: "Budi Kabid", jabatan_nama: "Kepala Bidang" },
        kepada: [],
        action: {
          jenis: "selesai",
          dari: "Budi Kabid",
          is_disposisi: false,
          text: [],
          keterangan: "",
          is_private: false,
          created_at: "2026-11-23T04:00:00.000Z",
        },
      },
    ],
  },
  info_jadwal: null,
};

function fill(resi: string, email: string) {
  fireEvent.change(screen.getByLabelText("Nomor Resi"), { target: { value: resi } });
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: email } });
}
const cari = () => fireEvent.click(screen.getByRole("button", { name: /Cari/ }));

describe("Cari Surat (/cari)", () => {
  it("asks for resi, e-mail and a solved captcha before searching", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { items: detail }));
    renderApp("/cari");
    expect(await screen.findByRole("heading", { name: "Cari Surat" })).toBeVisible();
    cari();
    expect(await screen.findByText(TRACKING_MESSAGES.incomplete)).toBeVisible();
    fill("7KQ2M9XH4P", "budi@contoh.example");
    cari();
    expect(screen.getByText(TRACKING_MESSAGES.incomplete)).toBeVisible();
    // A captcha that expired no longer counts as solved.
    fireEvent.click(screen.getByRole("button", { name: "Selesaikan captcha" }));
    fireEvent.click(screen.getByRole("button", { name: "Captcha kedaluwarsa" }));
    cari();
    expect(screen.getByText(TRACKING_MESSAGES.incomplete)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the letter in four tabs, the private disposition without its note", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { items: detail }));
    renderApp("/cari");
    await screen.findByRole("heading", { name: "Cari Surat" });
    fill(" 7KQ2M9XH4P ", "budi@contoh.example");
    fireEvent.click(screen.getByRole("button", { name: "Selesaikan captcha" }));
    cari();

    const result = await screen.findByRole("region", { name: "Hasil pencarian surat" });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://x");
    expect(url.pathname).toBe("/egs/public/tracking-mail");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      resi: "7KQ2M9XH4P",
      email: "budi@contoh.example",
      captcha: "captcha-payload",
    });
    const tabs = within(result)
      .getAllByRole("tab")
      .map((t) => t.textContent);
    expect(tabs).toEqual(["Data Surat", "lampiran", "Riwayat Tindakan", "Info Surat"]);
    expect(within(result).getByText("005/777/DISDIK/2026")).toBeVisible();
    expect(within(result).getByText("Permohonan Narasumber")).toBeVisible();

    fireEvent.click(within(result).getByRole("tab", { name: "lampiran" }));
    expect(await within(result).findByRole("link", { name: /undangan-scan\.pdf/ })).toHaveAttribute(
      "href",
      "/egs/public/tracking-file/abc",
    );
    fireEvent.click(within(result).getByRole("tab", { name: "Riwayat Tindakan" }));
    expect(await within(result).findByText("Disposisi tertutup")).toBeVisible();
    // What was done, in order: received, disposed to whom, followed up.
    const steps = within(result)
      .getAllByText(/^(Diterima|Disposisi|Selesai ditindaklanjuti)$/)
      .map((tag) => tag.textContent);
    expect(steps).toEqual(["Diterima", "Disposisi", "Selesai ditindaklanjuti"]);
    expect(within(result).getByText(/kepada Budi Kabid/)).toBeVisible();
    fireEvent.click(within(result).getByRole("tab", { name: "Info Surat" }));
    expect(await within(result).findByText("Rina Sekretariat")).toBeVisible();

    // The captcha was spent: the next search needs a new one.
    cari();
    expect(await screen.findByText(TRACKING_MESSAGES.incomplete)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Surat tidak di temukan !' when the server finds nothing", async () => {
    stubFetch(() => errorResponse(404, TRACKING_MESSAGES.notFound, "NOT_FOUND"));
    renderApp("/cari");
    await screen.findByRole("heading", { name: "Cari Surat" });
    fill("ZZZZZZZZZZ", "budi@contoh.example");
    fireEvent.click(screen.getByRole("button", { name: "Selesaikan captcha" }));
    cari();
    expect(await screen.findByText(TRACKING_MESSAGES.notFound)).toBeVisible();
    expect(screen.queryByRole("region", { name: "Hasil pencarian surat" })).toBeNull();
  });

  it("explains the rate limit", async () => {
    stubFetch(() => errorResponse(429, TRACKING_MESSAGES.rateLimited, "RATE_LIMITED"));
    renderApp("/cari");
    await screen.findByRole("heading", { name: "Cari Surat" });
    fill("ZZZZZZZZZZ", "budi@contoh.example");
    fireEvent.click(screen.getByRole("button", { name: "Selesaikan captcha" }));
    cari();
    expect(await screen.findByText(TRACKING_MESSAGES.rateLimited)).toBeVisible();
  });
});
