import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";

export const INIT_ID = "01900000-0000-7000-8000-0000000000f1";
export const LETTER_ID = "01900000-0000-7000-8000-0000000000e1";

let nextId = 1;
/** A picker record as `GET api/egs/list/pegawai` lists it. */
export function pegawaiOfSekretariat(
  peg_nama: string,
  peg_nip: string,
  namaJabatan: string,
  overrides: Partial<PegawaiPickerRecord> = {},
): PegawaiPickerRecord {
  const id = nextId++;
  return {
    id,
    fullName: peg_nama,
    peg_nama,
    peg_nip,
    namaJabatan,
    jabatan_id: 1000 + id,
    unitKerja: "Sekretariat",
    satuanKerjaNama: "Dinas Komunikasi dan Informatika",
    satuan_kerja_id: 3,
    peg_status: true,
    is_plt: false,
    data_plt: null,
    data_pegawai: {
      peg_nama,
      peg_nip,
      jabatan_nama: namaJabatan,
      unit_kerja: { unit_kerja_nama: "Sekretariat" },
      is_plt: false,
      data_plt: null,
    },
    ...overrides,
  };
}

export const kadisdik = pegawaiOfSekretariat(
  "Syamsul Bahri",
  "197001231996031001",
  "Kepala Dinas Pendidikan",
);
export const sekdis = pegawaiOfSekretariat("Dewi Lubis", "197709022002122003", "Sekretaris Dinas");
export const kabid = pegawaiOfSekretariat(
  "Rizky Harahap",
  "198104062006011002",
  "Kepala Bidang Aplikasi",
);
export const kadis = pegawaiOfSekretariat(
  "Made Wiranata",
  "197206141998031001",
  "Kepala Dinas Kominfo",
);
export const pegawaiList = [kadisdik, sekdis, kabid, kadis];

export const mailTypes = [
  {
    _id: 1,
    id: 1,
    kode: "surat-dinas",
    type: "text-editor",
    nama: "Surat Dinas",
    template: "<p>Template surat dinas</p>",
  },
  {
    _id: 2,
    id: 2,
    kode: "nota-dinas",
    type: "text-editor",
    nama: "Nota Dinas",
    template: "<p>Template nota dinas</p>",
  },
];

/** A draft letter of the demo user, as `GET egs/mail/{id}` answers it. */
export function letterDetail(overrides: Partial<OutgoingMailDetail> = {}): OutgoingMailDetail {
  return {
    _id: LETTER_ID,
    id: LETTER_ID,
    created_at: "2026-11-20T03:00:00.000Z",
    status_surat: "draft",
    kategori_surat: "internal",
    bentuk_surat: "text-editor",
    tipe_surat: 1,
    cara_tanda_tangan: "langsung",
    jumlah_penandatangan: 1,
    ditandatangani: 0,
    no_surat: null,
    no_surat_req: null,
    resi: null,
    tanggal_surat: null,
    esign_document: { url: "", no_kop: false, verify_url: null },
    attachment: { originalFile: null, signedFile: null },
    lampiran: [],
    info_jadwal: null,
    user: { user_name: "staf", peg_nip: "199001012015031001" },
    penandatangan: null,
    kepala_surat: {
      perihal: "Undangan rapat koordinasi",
      lampiran: { type: "Lembar", value: 2 },
      klasifikasi: { code: "000.1", name: "Ketatausahaan", kode: "000.1", nama: "Ketatausahaan" },
      kegiatan: null,
      sifat: { pengamanan: "Biasa", penyampaian: "Cepat" },
    },
    pengirim: { user: null, jabatan_id: null },
    penerima: { type_tanda_tangan: "digital", user: [kadisdik], plt: [], user_eksternal: [] },
    tembusan: { user: [sekdis], plt: [], user_eksternal: ["humas@contoh.go.id"] },
    pemeriksa: { user: [kabid, kadis], order_now: 0 },
    referensi: { id: [], dataLengkap: [] },
    enable_ds: true,
    isi_surat: "<p>Dengan hormat,</p>",
    tanda_tangan: null,
    riwayat_catatan: [],
    can: { edit: true, act: false, is_last_reviewer: false, needs_passphrase: false, delete: true },
    ...overrides,
  };
}
