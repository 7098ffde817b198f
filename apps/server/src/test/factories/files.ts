/** Test bytes and a multipart body builder for upload tests (not loaded by the app). */

import type { StoreFilePurpose } from "@lontar/contracts/files";

/** A minimal but well-formed one-page PDF. */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The start of a JPEG (SOI + APP0). */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);

const BOUNDARY = "----lontar-test-boundary";

/** `app.inject` options for a multipart upload of one file part (`purpose`: store-file's). */
export function multipartUpload(
  bytes: Buffer,
  fileName = "dokumen.pdf",
  contentType = "application/pdf",
  field = "file",
  purpose?: StoreFilePurpose,
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    method: "POST" as const,
    url: `/api/master/store-file${purpose ? `?purpose=${purpose}` : ""}`,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([head, bytes, tail]),
  };
}
