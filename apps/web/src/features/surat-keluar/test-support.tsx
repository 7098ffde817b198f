import type { MailListItem, OutgoingMailDetail } from "@lontar/contracts/mail";
import { pegawaiRecord } from "../../test/fixtures";

/** Test fixtures of the outgoing letter screens. */

export const LETTER_ID = "01900000-0000-7000-8000-0000000000a1";

export function listItem(over: Partial<MailListItem> = {}): MailListItem {
  return {
    id: LETTER_ID,
    no_surat: null,
    dari: "Ir. Made Adi Wiranata, M.T.",
    hal: "Undangan Rapat Koordinasi",
    status: { text: "pemeriksa" },
    status_mail: "pemeriksa",
    tanggal: "2026-07-14",
    tanggal_surat: null,
    created_at: "2026-07-13T03:00:00.000Z",
    is_read: true,
    pengirim: { peg_nama: "Putri Ayu Lestari, A.Md.Kom.", peg_jabatan: "Pengolah Data" },
    kepada: "Dr. H. Syamsul Bahri, M.Pd.",
    pemeriksa: "Rizky Pratama Harahap, S.T., M.Kom.",
    resi: null,
    satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
    ...over,
  };
}

const kabid = pegawaiRecord("Rizky Pratama Harahap", "198104062006011002", "Kepala Bidang");
const sekdis = pegawaiRecord("Dewi Anggraini Lubis", "197709022002122003", "Sekretaris Dinas");
const kadis = pegawaiRecord("Made Adi Wiranata", "197206141998031001", "Kepala Dinas");
const kadisdik = pegawaiRecord("Syamsul Bahri", "197001231996031001", "Kepala Dinas Pendidikan");

export function letter(over: Partial<OutgoingMailDetail> = {}): OutgoingMailDetail {
  return {
    _id: LETTER_ID,
    id: LETTER_ID,
    created_at: "2026-07-13T03:00:00.000Z",
    status_surat: "pemeriksa",
    kategori_surat: "internal",
    bentuk_surat: "text-editor",
    tipe_surat: null,
    cara_tanda_tangan: "langsung",
    jumlah_penandatangan: 1,
    ditandatangani: 0,
    no_surat: null,
    no_surat_req: null,
    resi: null,
    tanggal_surat: null,
    esign_document: { url: `/egs/mail/${LETTER_ID}/pdf`, no_kop: false, verify_url: null },
    attachment: { originalFile: null, signedFile: null },
    lampiran: [
      {
        _id: "01900000-0000-7000-8000-0000000000f1",
        file_url: "/api/files/01900000-0000-7000-8000-0000000000f1",
        file_name: "daftar-hadir.pdf",
        file_size: 20480,
      },
    ],
    info_jadwal: {
      tanggal_mulai: "2026-08-01T02:00:00.000Z",
      tanggal_berakhir: "2026-08-01T04:00:00.000Z",
      tempat: "Aula Dinas",
    },
    user: { user_name: "staf", peg_nip: "199506112020012003", peg_nama: "Putri Maharani" },
    penandatangan: null,
    kepala_surat: {
      perihal: "Undangan Rapat Koordinasi",
      lampiran: { type: "Lembar", value: 1 },
      klasifikasi: { code: "005", name: "Undangan", kode: "005", nama: "Undangan" },
      kegiatan: null,
      sifat: { pengamanan: "Biasa", penyampaian: "Cepat" },
    },
    pengirim: { user: kadis, jabatan_id: 1 },
    penerima: { user: [kadisdik], plt: [], user_eksternal: [], type_tanda_tangan: "digital" },
    tembusan: { user: [sekdis], plt: [], user_eksternal: [] },
    pemeriksa: { user: [kabid, sekdis, kadis], order_now: 2 },
    referensi: {
      id: ["01900000-0000-7000-8000-0000000000b1"],
      dataLengkap: [
        {
          id: "01900000-0000-7000-8000-0000000000b1",
          no_surat: "005/1/2.16/2026",
          hal: "Rapat Awal",
        },
      ],
    },
    enable_ds: true,
    isi_surat: "<p>Isi</p>",
    tanda_tangan: null,
    riwayat_catatan: [
      {
        id: 1,
        nama: "Putri Ayu Lestari",
        jabatan: "Pengolah Data",
        photo_url: null,
        action: "kirim",
        keterangan: "",
        created_at: "2026-07-13T03:00:00.000Z",
      },
      {
        id: 2,
        nama: "Rizky Pratama Harahap",
        jabatan: "Kepala Bidang",
        photo_url: null,
        action: "perbaikan",
        keterangan: "Mohon lengkapi lampiran",
        created_at: "2026-07-13T04:00:00.000Z",
      },
    ],
    can: { edit: true, act: true, is_last_reviewer: false, needs_passphrase: false, delete: true },
    ...over,
  };
}
