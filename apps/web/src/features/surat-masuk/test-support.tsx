import type { HistoryItem, InboxItem } from "@lontar/contracts/incoming";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { type ReactNode, useEffect, useRef } from "react";
import { LETTER_ID, letter, listItem } from "../surat-keluar/test-support";

/** Fixtures of the incoming screens, on top of the outgoing ones (same detail shape). */

export { LETTER_ID };

export function inboxItem(over: Partial<InboxItem> = {}): InboxItem {
  return {
    ...listItem({ dari: "Dinas Pendidikan Provinsi Contoh", hal: "Permohonan Narasumber" }),
    no_surat: "005/123/DISDIK/2026",
    status: { text: "terkirim" },
    status_mail: "terkirim",
    tanggal: "2026-11-22T03:00:00.000Z",
    role: "penerima",
    batas_waktu: null,
    overdue: false,
    disposisi: null,
    ...over,
  };
}

/** A row of the secretariat's Terkirim list: a letter it registered. */
export function registeredItem(over: Partial<InboxItem> = {}): InboxItem {
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

/** A registered (secretariat) letter the reader may dispose of. */
export function incomingLetter(over: Partial<OutgoingMailDetail> = {}): OutgoingMailDetail {
  const base = letter();
  return {
    ...base,
    kategori_surat: "external",
    status_surat: "terkirim",
    no_surat: "005/123/DISDIK/2026",
    tanggal_surat: "2026-11-20",
    tanggal_terima: "2026-11-22",
    dari: "Dinas Pendidikan Provinsi Contoh",
    tahun_agenda: 2026,
    nomor_agenda: 7,
    attachment: { originalFile: "01900000-0000-7000-8000-0000000000c1", signedFile: null },
    data_pengirim: {
      nama: "Budi Pengirim",
      email: "budi@contoh.example",
      nomor_wa: "0812-3456-7890",
    },
    penerima: { ...base.penerima, selected_kepala_login: base.penerima.user },
    is_teruskan: false,
    can: { ...base.can, edit: false, act: false, dispose: true, edit_number: false },
    ...over,
  };
}

export function historyItem(
  over: Omit<Partial<HistoryItem>, "action"> & { action?: Partial<HistoryItem["action"]> } = {},
): HistoryItem {
  const { action, ...rest } = over;
  return {
    id: 1,
    photo_url: null,
    data_pegawai: { peg_nama: "Ir. Made Adi Wiranata, M.T.", jabatan_nama: "Kepala Dinas" },
    kepada: [
      {
        peg_nama: "Rizky Pratama Harahap, S.T., M.Kom.",
        jabatan_nama: "Kepala Bidang Aplikasi Informatika",
        is_plt: false,
        status_baca: "Sudah",
        selesai: null,
        is_me: false,
      },
    ],
    can_withdraw: false,
    can_finish: false,
    ...rest,
    action: {
      dari: "Ir. Made Adi Wiranata, M.T.",
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Segera koordinasikan",
      is_private: false,
      visible: true,
      batas_waktu: null,
      created_at: "2026-11-22T06:05:00.000Z",
      withdrawn_at: null,
      ...action,
    },
  };
}

function FakeDocument({
  onLoadSuccess,
  children,
}: {
  onLoadSuccess: (pdf: { numPages: number }) => void;
  children: ReactNode;
}) {
  const loaded = useRef(onLoadSuccess);
  useEffect(() => loaded.current({ numPages: 1 }), []);
  return <div data-testid="pdf-document">{children}</div>;
}

const FakePage = () => <canvas data-testid="pdf-page" />;

/** pdf.js needs a worker and a canvas, which jsdom lacks: a one-page stand-in for vi.mock. */
export const fakeReactPdf = () => ({
  pdfjs: { GlobalWorkerOptions: {}, PDFWorker: class {} },
  Document: FakeDocument,
  Page: FakePage,
});
