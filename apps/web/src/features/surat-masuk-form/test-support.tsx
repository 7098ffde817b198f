import type { InboxItem } from "@lontar/contracts/incoming";
import type { EmployeePickerRecord } from "@lontar/contracts/pegawai";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../../app/providers";
import { startSession } from "../../lib/auth/auth-store";
import { useBanner } from "../../lib/banner-store";
import { createQueryClient } from "../../lib/query-client";
import { demoMenus, demoUser, tokenPair } from "../../test/fixtures";

/** Fixtures and a router harness of the registration screen and the Terkirim list. */

export const LETTER_ID = "01900000-0000-7000-8000-0000000000c1";

export function person(nama: string, nip: string, jabatan: string): EmployeePickerRecord {
  return {
    id: Number(nip.slice(-4)),
    fullName: nama,
    peg_nama: nama,
    peg_nip: nip,
    namaJabatan: jabatan,
    jabatan_id: 1,
    unitKerja: null,
    satuanKerjaNama: "Dinas Komunikasi dan Informatika",
    satuan_kerja_id: 3,
    peg_status: true,
    is_plt: false,
    data_plt: null,
    data_pegawai: {
      peg_nama: nama,
      peg_nip: nip,
      jabatan_nama: jabatan,
      unit_kerja: null,
      is_plt: false,
      data_plt: null,
    },
  };
}

export const kadis = person("Made Adi Wiranata", "197206141998031001", "Kepala Dinas");
export const sekdis = person("Dewi Anggraini Lubis", "197709022002122003", "Sekretaris Dinas");

export function inboxItem(over: Partial<InboxItem> = {}): InboxItem {
  return {
    id: LETTER_ID,
    no_surat: "800/77/BKD/2026",
    dari: "Badan Kepegawaian Daerah",
    hal: "Undangan Sosialisasi Kepegawaian",
    status: { text: "terkirim" },
    status_mail: "terkirim",
    tanggal: "2026-07-14T02:00:00.000Z",
    tanggal_surat: "2026-07-10",
    created_at: "2026-07-14T02:00:00.000Z",
    is_read: false,
    pengirim: null,
    kepada: "Made Adi Wiranata",
    pemeriksa: null,
    resi: "K7PQ2MZX9A",
    satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
    role: "penerima",
    batas_waktu: null,
    overdue: false,
    disposisi: null,
    ...over,
  };
}

export const meta = (total: number) => ({
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 10)),
  from: total ? 1 : null,
  to: Math.min(total, 10),
  per_page: 10,
  total,
});

const TERKIRIM = "/surat-masuk/terkirim";

function BannerText() {
  const banner = useBanner();
  return <output data-testid="banner">{banner ? `${banner.type}: ${banner.message}` : ""}</output>;
}

/** Renders `element` at `path`, signed in as the secretariat (level 8), with a banner readout. */
export function renderAt(path: string, element: ReactNode) {
  startSession(tokenPair("a"), { ...demoUser, user_name: "sekretariat", user_level: 8 }, demoMenus);
  const router = createMemoryRouter(
    [
      { path, element },
      ...(path === TERKIRIM ? [] : [{ path: TERKIRIM, element: <p>Daftar Terkirim</p> }]),
      { path: "*", element: <p>Halaman lain</p> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <BannerText />
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
