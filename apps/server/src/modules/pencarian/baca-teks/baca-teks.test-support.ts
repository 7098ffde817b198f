/** Sample letters for the text worker's tests and the OCR bench (not loaded by the app). */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument, StandardFonts } from "pdf-lib";

const exec = promisify(execFile);

/**
 * A4 PDF with a text layer: each page's lines from the top, in a large font by default (the
 * tests' few words), or a letter's 11-12 pt (the bench's full page).
 */
export async function textPdf(pages: string[][], fontSize = 26): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595.28, 841.89]);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 60, y: 780 - i * fontSize * 1.6, size: fontSize, font });
    });
  }
  return Buffer.from(await doc.save());
}

/**
 * The pages of `pdf` as PNG images at `dpi`, as a scanner would hand them over: pixels only,
 * no text layer left.
 */
export async function pagesAsPng(pdf: Buffer, dpi = 150): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lontar-scan-sample-"));
  try {
    await writeFile(path.join(dir, "in.pdf"), pdf);
    const { stdout } = await exec("pdfinfo", [path.join(dir, "in.pdf")]);
    const count = Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
    const pngs: Buffer[] = [];
    for (let page = 1; page <= count; page++) {
      const base = path.join(dir, `p${page}`);
      const range = ["-f", String(page), "-l", String(page)];
      await exec("pdftoppm", ["-png", "-r", String(dpi), "-singlefile", ...range, "in.pdf", base], {
        cwd: dir,
      });
      pngs.push(await readFile(`${base}.png`));
    }
    return pngs;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** About a page of an ordinary letter's text, for the OCR bench. */
export function letterLines(): string[] {
  const paragraph = [
    "Dengan hormat, bersama ini kami sampaikan bahwa dalam rangka pelaksanaan kegiatan",
    "koordinasi penyelenggaraan pemerintahan daerah tahun anggaran 2026, Dinas Komunikasi",
    "dan Informatika Kabupaten Contoh akan menyelenggarakan rapat koordinasi yang dihadiri",
    "oleh seluruh perangkat daerah. Sehubungan dengan hal tersebut, kami mengundang",
    "Bapak/Ibu untuk hadir pada hari Senin, tanggal 12 Januari 2026, pukul 09.00 WIB",
    "bertempat di Ruang Rapat Utama Kantor Bupati, Jalan Merdeka Nomor 1 Kota Contoh.",
  ];
  return [
    "PEMERINTAH KABUPATEN CONTOH",
    "DINAS KOMUNIKASI DAN INFORMATIKA",
    "Nomor : 005/123/DISKOMINFO/2026",
    "Perihal : Undangan Rapat Koordinasi",
    "",
    ...paragraph,
    "",
    ...paragraph,
    "",
    ...paragraph,
    "",
    "Demikian disampaikan, atas perhatian dan kehadirannya diucapkan terima kasih.",
    "",
    "Kepala Dinas Komunikasi dan Informatika",
    "Budi Santoso, S.Kom., M.T.",
    "NIP. 19750101 200003 1 001",
  ];
}
