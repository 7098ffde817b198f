import type { LetterView } from "./surat-view.types";

/** A letter of the demo organisation, for `/test-view-pdf`, tests and the benchmark. */
export const sampleLetter = (overrides: Partial<LetterView> = {}): LetterView => ({
  jenis: "surat-dinas",
  draft: true,
  paper: "A4",
  letterhead: {
    kind: "text",
    pemerintah: "Pemerintah Kabupaten Contoh",
    satuanKerja: "Dinas Komunikasi dan Informatika",
    alamat: "Jl. Merdeka No. 2, Kecamatan Contoh Kota, Kabupaten Contoh, Kode Pos 99999",
    kontak: ["Telp. (0999) 123456", "Email: diskominfo@kabupatencontoh.example"],
  },
  tempat: "Kabupaten Contoh",
  tanggal: "2026-11-22",
  nomor: "000.1.2/15/Diskominfo/2026",
  sifat: "Biasa",
  lampiran: { jumlah: 1, satuan: "Lembar" },
  hal: "Undangan Rapat Koordinasi Transformasi Digital",
  penerima: [{ nama: "Dr. Ratna Wulandari, M.Pd.", jabatan: "Kepala Dinas Pendidikan" }],
  isiHtml:
    "<p>Dengan hormat,</p>" +
    '<p style="text-align: justify">Dalam rangka percepatan <strong>transformasi digital</strong> ' +
    "di lingkungan Pemerintah Kabupaten Contoh, bersama ini kami mengundang Bapak/Ibu untuk " +
    "menghadiri rapat koordinasi yang akan dilaksanakan pada:</p>" +
    "<ol><li><p>Hari/tanggal: Senin, 30 November 2026</p></li>" +
    "<li><p>Waktu: 09.00 WIB s.d. selesai</p></li>" +
    "<li><p>Tempat: Ruang Rapat Dinas Komunikasi dan Informatika</p></li></ol>" +
    "<p>Agenda rapat:</p>" +
    "<table><tbody><tr><th><p>No</p></th><th><p>Agenda</p></th><th><p>Penanggung jawab</p></th></tr>" +
    "<tr><td><p>1</p></td><td><p>Evaluasi layanan persuratan elektronik</p></td><td><p>Bidang Aplikasi Informatika</p></td></tr>" +
    "<tr><td><p>2</p></td><td><p>Rencana integrasi data pendidikan</p></td><td><p>Dinas Pendidikan</p></td></tr></tbody></table>" +
    "<p>Mengingat pentingnya acara tersebut, dimohon kehadiran Bapak/Ibu <em>tepat waktu</em>. " +
    "Demikian, atas perhatian dan kerja samanya kami ucapkan terima kasih.</p>",
  penandatangan: {
    nama: "Ir. Bambang Sutrisno, M.T.",
    nip: "197003121995031002",
    jabatan: "Kepala Dinas Komunikasi dan Informatika",
    pangkat: "Pembina Utama Muda (IV/c)",
  },
  tandaTangan: { kind: "unsigned" },
  tembusan: [{ nama: "Bupati Contoh" }, { nama: "Sekretaris Daerah Kabupaten Contoh" }],
  jadwal: null,
  ...overrides,
});
