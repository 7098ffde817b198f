import { type EsignDocument, letterPdfUrl } from "@lontar/contracts/esign";
import type { DbOrTx } from "../../../db/client";
import { notFound } from "../../../lib/app-error";
import { readAll } from "../../../lib/read-all";
import { pdfWork } from "../../../workers/pdf-pool";
import { findSignedDocument, storedFileFacts } from "../../esign/esign.repository";
import { verifyPath } from "../../esign/verify-path";
import type { FileStorage } from "../../files/files.storage";
import { firstPdfAttachment, type MailRow } from "../surat.repository";
import { sampleLetter } from "./contoh-surat";
import { letterViewOf } from "./surat-view";

// Defined in the contracts since the web prefetches the same address; kept here for its callers.
export { letterPdfUrl };

/**
 * A letter's PDF: `stored` names a file kept as is (a signed document, an uploaded original, a
 * scan), whose content never changes under its hash, so a browser may keep it and revalidate;
 * a rendering (a draft, the copy without letterhead) has no `stored` and is made on `read`.
 */
export type LetterPdfSource = {
  stored: { sha256: string; storedAt: Date } | null;
  read: () => Promise<Buffer>;
};

const rendered = (render: () => Promise<Buffer>): LetterPdfSource => ({
  stored: null,
  read: render,
});

async function storedSource(
  db: DbOrTx,
  storage: FileStorage,
  fileId: string,
): Promise<LetterPdfSource> {
  const file = await storedFileFacts(db, fileId);
  if (!file) throw notFound("File surat tidak ditemukan");
  return { stored: file, read: async () => readAll(await storage.get(file.sha256)) };
}

/** The bytes of `letterPdfSource`. */
export const letterPdf = async (...args: Parameters<typeof letterPdfSource>) =>
  (await letterPdfSource(...args)).read();

/**
 * The PDF of a letter as its reader sees it now: the signed document once signed; before
 * that a rendering (a KONSEP watermark and no number until it is sent), with or without
 * letterhead. Softcopy letters show their uploaded original.
 */
export async function letterPdfSource(
  db: DbOrTx,
  storage: FileStorage,
  letter: MailRow,
  options: { noKop: boolean; baseUrl: string },
): Promise<LetterPdfSource> {
  // Signed elsewhere (external digital mode): the uploaded PDF is the letter.
  if (letter.externalSignedFileId) return storedSource(db, storage, letter.externalSignedFileId);
  const doc = letter.signedDocumentId
    ? await findSignedDocument(db, letter.signedDocumentId)
    : null;
  if (doc && (!options.noKop || letter.bentukSurat === "softcopy")) {
    return storedSource(db, storage, doc.fileId);
  }
  if (doc) {
    // The print copy for pre-printed letterhead paper: same letter, same QR code.
    const view = await letterViewOf(db, storage, letter, {
      withLetterhead: false,
      mark: { kind: "digital", verifyUrl: `${options.baseUrl}${verifyPath(doc.id)}` },
    });
    return rendered(() => pdfWork.renderLetter({ ...view, draft: false }));
  }
  if (letter.kategoriSurat === "external") {
    // A registered letter shows its scan (or its first PDF attachment).
    const fileId = letter.originalFileId ?? (await firstPdfAttachment(db, letter.id));
    if (!fileId) throw notFound("Surat ini tidak memiliki file PDF");
    return storedSource(db, storage, fileId);
  }
  if (letter.bentukSurat === "softcopy") {
    if (!letter.originalFileId) throw notFound("File surat belum diunggah");
    const original = await storedSource(db, storage, letter.originalFileId);
    if (letter.statusSurat === "terkirim") return original;
    return rendered(async () =>
      pdfWork.stampSoftcopy(await original.read(), {
        specimen: null,
        verifyUrl: null,
        nama: "",
        jabatan: "",
        draft: true,
        nomor: null,
        tanggal: null,
      }),
    );
  }
  const view = await letterViewOf(db, storage, letter, { withLetterhead: !options.noKop });
  return rendered(() => pdfWork.renderLetter(view));
}

/** `GET egs/set-without-kop/{id}`: where the letterhead-less PDF of the letter is read. */
export async function withoutKopDocument(db: DbOrTx, letter: MailRow): Promise<EsignDocument> {
  const doc = letter.signedDocumentId
    ? await findSignedDocument(db, letter.signedDocumentId)
    : null;
  return withoutKopOf(letter, doc);
}

/** The same, from the letter's signed document already read (the letter's detail reads it). */
export function withoutKopOf(letter: MailRow, doc: { id: string } | null): EsignDocument {
  const softcopy = letter.bentukSurat === "softcopy" || letter.kategoriSurat === "external";
  return {
    url: letterPdfUrl(letter.id, !softcopy),
    no_kop: !softcopy,
    verify_url: doc ? verifyPath(doc.id) : null,
  };
}

let sample: Promise<Buffer> | null = null;
/** The sample letter of `/test-view-pdf`, rendered once. */
export const sampleLetterPdf = () => {
  sample ??= pdfWork.renderLetter(sampleLetter());
  return sample;
};
