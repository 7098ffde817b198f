import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-tools";
import { sampleLetter } from "./contoh-surat";
import { scheduleView } from "./jadwal-view";
import { PARAF_TITLE } from "./paraf-table";
import { renderLetter } from "./render";

const sent = { draft: false } as const;
const textOf = async (overrides: Parameters<typeof sampleLetter>[0]) =>
  pdfText(await renderLetter(sampleLetter({ ...sent, ...overrides })));

describe("layouts by letter type", () => {
  it("Nota Dinas: title, head table with colons, no address block and no di Tempat", async () => {
    const text = await textOf({
      jenis: "nota-dinas",
      letterhead: {
        kind: "text",
        pemerintah: "Pemerintah Kabupaten Contoh",
        satuanKerja: "Dinas Komunikasi dan Informatika",
        alamat: "",
        kontak: [],
      },
    });
    for (const s of [
      "NOTA DINAS",
      "Dari",
      "Kepala Dinas Komunikasi dan Informatika",
      "Tanggal",
      "22 November 2026",
      "Tembusan",
      "Bupati Contoh",
    ])
      expect(text).toContain(s);
    expect(text).not.toContain("Tempat\n");
    expect(text).not.toContain("Jl. Merdeka");
  });

  it("Surat Undangan: the schedule table from Info Jadwal", async () => {
    const jadwal = scheduleView(
      {
        tanggal_mulai: "2026-11-30T02:00:00Z",
        tanggal_berakhir: "2026-11-30T05:00:00Z",
        tempat: "Ruang Rapat Diskominfo",
      },
      "Undangan Rapat Koordinasi",
    );
    expect(jadwal).toEqual({
      hariTanggal: "Senin, 30 November 2026",
      waktu: "09.00 – 12.00 WIB",
      tempat: "Ruang Rapat Diskominfo",
      acara: "Rapat Koordinasi",
    });
    const text = await textOf({
      jenis: "surat-undangan",
      jadwal,
      isiHtml: "<p>Kami mengundang Bapak/Ibu pada:</p><p>Terima kasih.</p>",
    });
    for (const s of [
      "hari/tanggal",
      "Senin, 30 November 2026",
      "waktu",
      "09.00 – 12.00 WIB",
      "Ruang Rapat Diskominfo",
      "acara",
      "Yth.",
    ])
      expect(text).toContain(s);
  });

  it("Surat Tugas: Dasar, MEMBERI TUGAS, the table of people, Untuk; no Yth.", async () => {
    const text = await textOf({
      jenis: "surat-tugas",
      penerima: [
        {
          nama: "Andi Saputra, S.Kom.",
          nip: "199001012015031001",
          pangkat: "Penata (III/c)",
          jabatan: "Pranata Komputer",
        },
      ],
      isiHtml:
        "<p>Dasar: Peraturan Bupati Nomor 1 Tahun 2026;</p><p>Untuk:</p><ol><li><p>mengikuti bimbingan teknis;</p></li></ol>",
    });
    for (const s of [
      "SURAT TUGAS",
      "NOMOR 000.1.2/15/Diskominfo/2026",
      "Dasar",
      "Peraturan Bupati Nomor 1 Tahun 2026",
      "MEMBERI TUGAS",
      "Nama / NIP",
      "Pangkat/Gol.",
      "Andi Saputra, S.Kom.",
      "NIP. 199001012015031001",
      "Penata (III/c)",
      "Pranata Komputer",
      "mengikuti bimbingan teknis",
      "Kabupaten Contoh, 22 November 2026",
    ])
      expect(text).toContain(s);
    expect(text).not.toContain("Yth.");
  });

  it("Surat Edaran: title block with TENTANG and the subject in capitals, no addressee", async () => {
    const text = await textOf({ jenis: "surat-edaran", hal: "Jam Kerja Selama Ramadan" });
    for (const s of [
      "SURAT EDARAN",
      "TENTANG",
      "JAM KERJA SELAMA RAMADAN",
      "Dikeluarkan di Kabupaten Contoh",
      "pada tanggal 22 November 2026",
    ])
      expect(text).toContain(s);
    expect(text).not.toContain("Yth.");
  });

  it("Surat Keterangan: title and number, no addressee; a draft keeps KONSEP", async () => {
    const text = await textOf({ jenis: "surat-keterangan", draft: true });
    expect(text).toContain("SURAT KETERANGAN");
    expect(text).toContain("NOMOR Surat Belum Terkirim");
    expect(text).not.toContain("Yth.");
  });

  it.each(["nota-dinas", "surat-undangan", "surat-tugas", "surat-edaran", "surat-keterangan"])(
    "%s: the archive copy carries the reviewers' paraf beside the signature",
    async (jenis) => {
      const paraf = [
        {
          nama: "Rizky Pratama Harahap, S.T.",
          jabatan: "Kepala Bidang Aplikasi Informatika",
          inisial: "RPH",
          waktu: "26-11-2026 09.30",
        },
      ];
      const copy = await textOf({ jenis, paraf });
      for (const s of [PARAF_TITLE, "RPH", "Kepala Bidang Aplikasi Informatika"])
        expect(copy).toContain(s);
      expect(await textOf({ jenis })).not.toContain(PARAF_TITLE);
    },
  );
});
