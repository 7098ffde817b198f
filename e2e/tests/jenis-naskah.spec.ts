import { expect, test } from "./support/a11y";
import { bearer } from "./support/letters-api";
import { login, logout } from "./support/session";
import { pdfWords, signWithPassphrase } from "./support/signing";
import { composeLetter, type LetterInput } from "./support/surat-keluar-form";

/**
 * A letter type chooses the PDF's layout (tata naskah dinas): written on the form, signed by
 * kadis with the passphrase, the recipient's PDF has the type's own parts.
 */

const RUN = Date.now().toString(36).toUpperCase();

const cases: { name: string; letter: LetterInput; expected: string[]; absent: string[] }[] = [
  {
    name: "Surat Undangan prints the schedule table from Info Jadwal",
    letter: {
      perihal: `Undangan Rapat Evaluasi Layanan ${RUN}`,
      jenisSurat: "Surat Undangan",
      penerima: ["Syamsul Bahri"],
      pemeriksa: ["Made Adi Wiranata"],
      jadwal: {
        mulai: "30/11/2026 09:00",
        berakhir: "30/11/2026 12:00",
        tempat: "Aula Diskominfo",
      },
    },
    expected: [
      "hari/tanggal",
      "Senin, 30 November 2026",
      "09.00 – 12.00 WIB",
      "Aula Diskominfo",
      `Rapat Evaluasi Layanan ${RUN}`,
    ],
    absent: [],
  },
  {
    name: "Surat Tugas lists the people assigned with their NIP under MEMBERI TUGAS",
    letter: {
      perihal: `Bimbingan Teknis Keamanan Informasi ${RUN}`,
      jenisSurat: "Surat Tugas",
      penerima: ["Rizky Pratama Harahap"],
      pemeriksa: ["Made Adi Wiranata"],
    },
    expected: ["SURAT TUGAS", "MEMBERI TUGAS", "Nama / NIP", "Rizky Pratama Harahap", "Untuk"],
    absent: ["Yth."],
  },
  {
    name: "Nota Dinas has its head table (Yth., Dari, Tanggal, Nomor) under the unit's name",
    letter: {
      perihal: `Laporan Pemeliharaan Jaringan ${RUN}`,
      jenisSurat: "Nota Dinas",
      penerima: ["Dewi Anggraini Lubis"],
      pemeriksa: ["Made Adi Wiranata"],
    },
    expected: [
      "NOTA DINAS",
      "Yth.",
      "Dari",
      "Tanggal",
      "Nomor",
      `Laporan Pemeliharaan Jaringan ${RUN}`,
    ],
    absent: ["Tempat"],
  },
  {
    name: "Surat Edaran has the title block with TENTANG and no addressee",
    letter: {
      perihal: `Penggunaan Tanda Tangan Elektronik ${RUN}`,
      jenisSurat: "Surat Edaran",
      penerima: ["Syamsul Bahri"],
      pemeriksa: ["Made Adi Wiranata"],
    },
    expected: [
      "SURAT EDARAN",
      "TENTANG",
      `PENGGUNAAN TANDA TANGAN ELEKTRONIK ${RUN}`,
      "Dikeluarkan di",
    ],
    absent: ["Yth."],
  },
  {
    name: "Surat Keterangan has its title and number, and no addressee",
    letter: {
      perihal: `Keterangan Aktif Bekerja ${RUN}`,
      jenisSurat: "Surat Keterangan",
      penerima: ["Rizky Pratama Harahap"],
      pemeriksa: ["Made Adi Wiranata"],
    },
    expected: ["SURAT KETERANGAN", "NOMOR"],
    absent: ["Yth.", "Surat Belum Terkirim"],
  },
];

for (const { name, letter, expected, absent } of cases) {
  test(name, async ({ page, request }) => {
    test.setTimeout(180_000);
    await login(page, "staf");
    const id = await composeLetter(page, letter);
    await logout(page);
    await login(page, "kadis");
    await signWithPassphrase(page, id);
    await logout(page);

    const pdf = await request.get(`/egs/mail/${id}/pdf`, {
      headers: await bearer(request, "staf"),
    });
    expect(pdf.status()).toBe(200);
    const words = pdfWords(await pdf.body());
    for (const text of expected) expect(words).toContain(text);
    for (const text of absent) expect(words).not.toContain(text);
  });
}
