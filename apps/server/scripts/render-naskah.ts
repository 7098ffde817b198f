/**
 * Renders one signed example of each document type with its own layout, for a look by eye and
 * for the pictures in docs/naskah: `npx tsx scripts/render-naskah.ts out-dir`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sampleLetter } from "../src/modules/surat/pdf/contoh-surat";
import { scheduleView } from "../src/modules/surat/pdf/jadwal-view";
import { renderLetter } from "../src/modules/surat/pdf/render";
import type { LetterView } from "../src/modules/surat/pdf/surat-view.types";

const out = process.argv[2] ?? "naskah";
mkdirSync(out, { recursive: true });

const signed: Partial<LetterView> = {
  draft: false,
  tandaTangan: {
    kind: "digital",
    verifyUrl: "https://surat.kabupatencontoh.example/verifikasi/contoh",
  },
};

const examples: Record<string, Partial<LetterView>> = {
  "nota-dinas": {
    jenis: "nota-dinas",
    // As letterViewOf gives it: the government's and the unit's names, no address block.
    letterhead: {
      kind: "text",
      pemerintah: "Pemerintah Kabupaten Contoh",
      satuanKerja: "Dinas Komunikasi dan Informatika",
      alamat: "",
      kontak: [],
    },
    hal: "Laporan Pemeliharaan Jaringan Bulan November",
    penerima: [
      { nama: "Ir. Made Adi Wiranata, M.T.", jabatan: "Kepala Dinas Komunikasi dan Informatika" },
    ],
    isiHtml:
      "<p>Dengan hormat, bersama ini kami laporkan bahwa pemeliharaan jaringan bulan November 2026 telah selesai dilaksanakan sesuai jadwal, dengan rincian terlampir.</p><p>Demikian kami sampaikan, mohon arahan lebih lanjut.</p>",
  },
  "surat-undangan": {
    jenis: "surat-undangan",
    hal: "Undangan Rapat Koordinasi Transformasi Digital",
    jadwal: scheduleView(
      {
        tanggal_mulai: "2026-11-30T02:00:00Z",
        tanggal_berakhir: "2026-11-30T05:00:00Z",
        tempat: "Ruang Rapat Diskominfo",
      },
      "Undangan Rapat Koordinasi Transformasi Digital",
    ),
    isiHtml:
      "<p>Dengan hormat, dalam rangka percepatan transformasi digital, kami mengundang Bapak/Ibu untuk hadir pada:</p><p>Mengingat pentingnya acara tersebut, kehadiran Bapak/Ibu sangat kami harapkan.</p>",
  },
  "surat-tugas": {
    jenis: "surat-tugas",
    hal: "Bimbingan Teknis Keamanan Informasi",
    penerima: [
      {
        nama: "Andi Saputra, S.Kom.",
        nip: "199001012015031001",
        pangkat: "Penata (III/c)",
        jabatan: "Pranata Komputer Ahli Pertama",
      },
      {
        nama: "Putri Ayu Lestari, S.Kom.",
        nip: "199503212019032004",
        pangkat: "Penata Muda Tingkat I (III/b)",
        jabatan: "Analis Sistem Informasi",
      },
    ],
    isiHtml:
      "<p>Dasar: Peraturan Bupati Contoh Nomor 1 Tahun 2026 tentang Penyelenggaraan Sistem Pemerintahan Berbasis Elektronik;</p><p>Untuk:</p><ol><li><p>mengikuti Bimbingan Teknis Keamanan Informasi pada tanggal 1–3 Desember 2026 di Kota Contoh;</p></li><li><p>melaporkan hasilnya kepada Kepala Dinas.</p></li></ol>",
  },
  "surat-edaran": {
    jenis: "surat-edaran",
    hal: "Penggunaan Tanda Tangan Elektronik",
    isiHtml:
      "<ol><li><p>Latar Belakang: seluruh naskah dinas keluar ditandatangani secara elektronik sejak 1 Januari 2027.</p></li><li><p>Maksud dan Tujuan: menyeragamkan tata cara penandatanganan naskah dinas.</p></li><li><p>Isi Edaran: setiap pejabat penanda tangan wajib memiliki sertifikat elektronik yang masih berlaku.</p></li></ol>",
  },
  "surat-keterangan": {
    jenis: "surat-keterangan",
    hal: "Keterangan Aktif Bekerja",
    isiHtml:
      "<p>Yang bertanda tangan di bawah ini menerangkan bahwa Andi Saputra, S.Kom., NIP. 199001012015031001, adalah benar Pegawai Negeri Sipil pada Dinas Komunikasi dan Informatika Kabupaten Contoh dan masih aktif bekerja sampai dengan saat ini.</p><p>Demikian surat keterangan ini dibuat untuk dipergunakan sebagaimana mestinya.</p>",
  },
  // A joint letter of two heads: both signature blocks side by side, in signing order.
  "surat-bersama": {
    hal: "Kesepakatan Bersama Pengelolaan Data",
    penandatanganBersama: [
      {
        nama: "dr. Siti Rahmawati, M.Kes.",
        nip: "197305121999032004",
        jabatan: "Kepala Dinas Kesehatan",
        pangkat: "Pembina Utama Muda (IV/c)",
      },
    ],
    isiHtml:
      "<p>Dengan hormat, Dinas Kesehatan dan Dinas Komunikasi dan Informatika sepakat mengelola data kesehatan sekolah bersama Dinas Pendidikan dalam satu pusat data kabupaten mulai 1 Januari 2027.</p><p>Demikian kami sampaikan, atas perhatiannya kami ucapkan terima kasih.</p>",
  },
};

for (const [name, overrides] of Object.entries(examples)) {
  const file = path.join(out, `${name}.pdf`);
  writeFileSync(file, await renderLetter(sampleLetter({ ...signed, ...overrides })));
  console.log(file);
}
