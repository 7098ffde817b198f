import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PDF_BYTES, PNG_BYTES } from "../../../test/factories/files";
import { pdfPageCount, pdfText } from "../../../test/pdf-tools";
import { sampleLetter } from "./contoh-surat";
import { parsedFontCount } from "./font-cache";
import { letterDocument } from "./layout";
import { UNSENT_TEXT } from "./layout-parts";
import { renderLetter } from "./render";
import { stampSoftcopy } from "./softcopy-stamp";

const shortBody =
  "<p>Dengan hormat,</p><p>Bersama ini kami mengundang Bapak/Ibu untuk menghadiri rapat koordinasi " +
  "pada hari Senin, 30 November 2026 pukul 09.00 WIB di Ruang Rapat Diskominfo.</p>" +
  "<p>Demikian, atas perhatiannya kami ucapkan terima kasih.</p>";
const sent = { draft: false, isiHtml: shortBody } as const;
const longBody = Array.from(
  { length: 10 },
  (_, i) =>
    `<p>Paragraf ${i + 1}: Sehubungan dengan pelaksanaan program kerja tahun anggaran 2026, ` +
    "kami sampaikan bahwa seluruh perangkat daerah diminta menyiapkan laporan capaian kinerja, " +
    "data pendukung, serta rencana tindak lanjut sesuai dengan format yang telah ditetapkan.</p>",
).join("");

describe("letter renderer", () => {
  it("parses each font file once per thread, and every letter still carries its own glyphs", async () => {
    await renderLetter(
      sampleLetter({ ...sent, isiHtml: "<p>Alpha <b>tebal</b> <i>miring</i></p>" }),
    );
    const parsed = parsedFontCount();
    expect(parsed).toBeGreaterThan(0);
    expect(parsed).toBeLessThanOrEqual(4);
    const second = await renderLetter(
      sampleLetter({
        ...sent,
        isiHtml: "<p>Zebra quartz ÄÖÜ — “kutip” 12345 <b><i>XYZ</i></b></p>",
      }),
    );
    expect(parsedFontCount()).toBeLessThanOrEqual(4);
    expect(await pdfText(second)).toContain("Zebra quartz ÄÖÜ — “kutip” 12345 XYZ");
  });

  it("renders a short letter with number, subject, recipient, signer and tembusan on one page", async () => {
    const pdf = await renderLetter(sampleLetter({ ...sent, tandaTangan: { kind: "basah" } }));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await pdfText(pdf);
    for (const expected of [
      "PEMERINTAH KABUPATEN CONTOH",
      "DINAS KOMUNIKASI DAN INFORMATIKA",
      "Kabupaten Contoh, 22 November 2026",
      "000.1.2/15/Diskominfo/2026",
      "1 (satu) Lembar",
      "Undangan Rapat Koordinasi Transformasi Digital",
      "Yth.",
      "Kepala Dinas Pendidikan (Dr. Ratna Wulandari, M.Pd.)",
      "Ir. Bambang Sutrisno, M.T.",
      "NIP. 197003121995031002",
      "Tembusan:",
      "Sekretaris Daerah Kabupaten Contoh",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("KONSEP");
  });

  it("renders a 3-page letter with a table and a list, numbering pages from page 2", async () => {
    const pdf = await renderLetter(
      sampleLetter({
        ...sent,
        isiHtml: `${longBody}<table><tr><th>No</th><th>Kegiatan</th></tr><tr><td>1</td><td>Sosialisasi</td></tr></table><ul><li>Butir pertama</li><li>Butir kedua</li></ul>${longBody}`,
      }),
    );
    expect(await pdfPageCount(pdf)).toBe(3);
    const text = await pdfText(pdf);
    expect(text).toContain("Kegiatan");
    expect(text).toContain("Sosialisasi");
    expect(text).toContain("Butir kedua");
    expect(text).toContain("Halaman 2 dari 3");
    expect(text).toContain("Halaman 3 dari 3");
    expect(text).not.toContain("Halaman 1 dari 3");
  });

  it("lists more than five recipients on an annex and writes 'Daftar terlampir'", async () => {
    const penerima = Array.from({ length: 8 }, (_, i) => ({
      nama: `Pejabat Nomor ${i + 1}`,
      jabatan: `Kepala Dinas Uji ${i + 1}`,
    }));
    const pdf = await renderLetter(sampleLetter({ ...sent, penerima }));
    expect(await pdfPageCount(pdf)).toBe(2);
    const text = await pdfText(pdf);
    expect(text).toContain("(Daftar terlampir)");
    expect(text).toContain("DAFTAR PENERIMA");
    for (const p of penerima) expect(text).toContain(p.nama);
  });

  it("renders without letterhead for pre-printed paper", async () => {
    const text = await pdfText(await renderLetter(sampleLetter({ ...sent, letterhead: null })));
    expect(text).not.toContain("PEMERINTAH KABUPATEN CONTOH");
    expect(text).toContain("000.1.2/15/Diskominfo/2026");
  });

  it("renders an image letterhead and a PDF letterhead", async () => {
    const withImage = await renderLetter(
      sampleLetter({ ...sent, letterhead: { kind: "image", data: PNG_BYTES, mime: "image/png" } }),
    );
    expect((await PDFDocument.load(withImage)).getPageCount()).toBe(1);
    const withPdf = await renderLetter(
      sampleLetter({ ...sent, letterhead: { kind: "pdf", data: PDF_BYTES } }),
    );
    expect((await PDFDocument.load(withPdf)).getPageCount()).toBe(1);
  });

  it("renders a draft with the KONSEP watermark and no number", async () => {
    expect(letterDocument(sampleLetter({ draft: true })).watermark).toMatchObject({
      text: "KONSEP",
    });
    expect(letterDocument(sampleLetter(sent)).watermark).toBeUndefined();
    const text = await pdfText(await renderLetter(sampleLetter({ draft: true })));
    // The watermark is drawn diagonally, so its letters come out scattered.
    expect(text.replace(/[^KONSEP]/g, "")).toMatch(/K.*O.*N.*S.*E.*P/);
    expect(text).toContain(UNSENT_TEXT);
    expect(text).not.toContain("000.1.2/15/Diskominfo/2026");
  });

  it("puts the electronic-signature stamp in the signature block", async () => {
    const text = await pdfText(
      await renderLetter(
        sampleLetter({
          ...sent,
          tandaTangan: { kind: "digital", verifyUrl: "http://x/verifikasi/1" },
        }),
      ),
    );
    expect(text).toContain("Ditandatangani secara elektronik oleh:");
  });

  it("selects F4 paper per letterhead", async () => {
    const doc = await PDFDocument.load(await renderLetter(sampleLetter({ ...sent, paper: "F4" })));
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([609, 935]);
  });

  it("keeps only the letter's formatting from a hostile body", async () => {
    const text = await pdfText(
      await renderLetter(
        sampleLetter({
          ...sent,
          isiHtml: "<p>Aman</p><script>alert(1)</script><img src=x onerror=alert(2)>",
        }),
      ),
    );
    expect(text).toContain("Aman");
    expect(text).not.toContain("alert");
  });

  it("stamps a softcopy letter's last page with the specimen, the QR code, the signer, the number and the date", async () => {
    const original = await renderLetter(sampleLetter({ ...sent, letterhead: null, nomor: null }));
    const stamped = await stampSoftcopy(original, {
      specimen: { data: PNG_BYTES, type: "png" },
      verifyUrl: "http://lontar.test/verifikasi/abc",
      nama: "Ir. Bambang Sutrisno, M.T.",
      jabatan: "Kepala Dinas Komunikasi dan Informatika",
      draft: false,
      nomor: "000.1.2/15/Diskominfo/2026",
      tanggal: "2026-11-26",
    });
    expect(await pdfPageCount(stamped)).toBe(1);
    const text = await pdfText(stamped);
    expect(text).toContain("Ditandatangani secara elektronik oleh:");
    expect(text).toContain("Kepala Dinas Komunikasi dan Informatika");
    expect(text).toContain("Nomor : 000.1.2/15/Diskominfo/2026");
    expect(text).toContain("Tanggal : 26 November 2026");
  });
});
