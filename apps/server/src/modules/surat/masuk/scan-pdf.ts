import { PDFDocument } from "pdf-lib";

/** A4 in points; each scanned page is fitted inside it with a small margin. */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 18;

/** Turns scanned page images (JPEG or PNG, in order) into one PDF, a page per image. */
export async function imagesToPdf(images: { data: Buffer; mime: string }[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const image of images) {
    const embedded =
      image.mime === "image/png" ? await doc.embedPng(image.data) : await doc.embedJpg(image.data);
    const landscape = embedded.width > embedded.height;
    const page = doc.addPage(landscape ? [A4.height, A4.width] : [A4.width, A4.height]);
    const { width, height } = page.getSize();
    const scale = Math.min(
      (width - 2 * MARGIN) / embedded.width,
      (height - 2 * MARGIN) / embedded.height,
    );
    const w = embedded.width * scale;
    const h = embedded.height * scale;
    page.drawImage(embedded, { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h });
  }
  return Buffer.from(await doc.save());
}
