import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import { tanggalIndonesia } from "../../../lib/jakarta-day";
import { STAMP_TEXT } from "./layout-parts";

/** Scale of the specimen image on the page (spec: 0.7 for JPEG, 0.4 for PNG). */
export const SPECIMEN_SCALE = { jpeg: 0.7, png: 0.4 } as const;

export type SoftcopyStamp = {
  specimen: { data: Buffer; type: "jpeg" | "png" } | null;
  verifyUrl: string | null;
  nama: string;
  jabatan: string;
  /** A KONSEP watermark on every page (a preview before signing). */
  draft: boolean;
  /**
   * The official number and date (ISO, the Jakarta day it was numbered) given when the letter
   * was sent: an uploaded letter cannot hold them in its own text, so the stamp carries them.
   */
  nomor: string | null;
  tanggal: string | null;
};

type StampLine = { text: string; font: PDFFont; size: number };

/** The lines beside the QR code: who signed, then the letter's number and date. */
function stampLines(stamp: SoftcopyStamp, font: PDFFont, bold: PDFFont): StampLine[] {
  return [
    ...(stamp.verifyUrl
      ? [
          { text: STAMP_TEXT, font, size: 7 },
          { text: stamp.nama, font: bold, size: 7.5 },
          { text: stamp.jabatan, font, size: 7 },
        ]
      : []),
    ...(stamp.nomor ? [{ text: `Nomor : ${stamp.nomor}`, font: bold, size: 7.5 }] : []),
    ...(stamp.tanggal
      ? [{ text: `Tanggal : ${tanggalIndonesia(stamp.tanggal)}`, font, size: 7 }]
      : []),
  ];
}

/** Helvetica speaks WinAnsi only: other characters become '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

/**
 * Places the signer's specimen, the QR code, 'Ditandatangani secara elektronik oleh' and the
 * letter's number and date on the last page of an uploaded (softcopy) letter, bottom right.
 * Runs before the signature: the signed bytes include the stamp.
 */
export async function stampSoftcopy(original: Buffer, stamp: SoftcopyStamp): Promise<Buffer> {
  const doc = await PDFDocument.load(original);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages = doc.getPages();
  if (stamp.draft) {
    for (const page of pages) {
      const { width, height } = page.getSize();
      page.drawText("KONSEP", {
        x: width * 0.18,
        y: height * 0.42,
        size: Math.min(width, height) / 5,
        font: bold,
        color: rgb(0.72, 0.11, 0.11),
        opacity: 0.12,
      });
    }
  }
  const page = pages.at(-1);
  if (!page) throw new Error("PDF tanpa halaman");
  const { width } = page.getSize();
  const right = width - 40;
  let y = 40;
  // Everything in one box (QR code and up to five lines within its height), bottom right: the
  // number and date add nothing to what the signature stamp already covers of the page.
  const size = 64;
  const textWidth = 170;
  const lines = stampLines(stamp, font, bold);
  if (stamp.verifyUrl) {
    const qr = await doc.embedPng(
      await QRCode.toBuffer(stamp.verifyUrl, { errorCorrectionLevel: "M", margin: 1, width: 240 }),
    );
    page.drawImage(qr, { x: right - textWidth - size - 6, y, width: size, height: size });
  }
  let lineY = y + size - 12;
  for (const line of lines) {
    const text = winAnsi(line.text);
    // A long number or position shrinks to the column rather than running off the page.
    const fits = Math.min(
      line.size,
      (line.size * textWidth) / line.font.widthOfTextAtSize(text, line.size),
    );
    page.drawText(text, { x: right - textWidth, y: lineY, size: fits, font: line.font });
    lineY -= 11;
  }
  if (lines.length) y += size + 8;
  if (stamp.specimen) {
    const image =
      stamp.specimen.type === "png"
        ? await doc.embedPng(stamp.specimen.data)
        : await doc.embedJpg(stamp.specimen.data);
    const scaled = image.scale(SPECIMEN_SCALE[stamp.specimen.type]);
    const fit = Math.min(1, 200 / scaled.width, 100 / scaled.height);
    page.drawImage(image, {
      x: right - scaled.width * fit,
      y,
      width: scaled.width * fit,
      height: scaled.height * fit,
    });
  }
  return Buffer.from(await doc.save());
}
