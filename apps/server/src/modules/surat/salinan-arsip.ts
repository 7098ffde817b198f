import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { jakartaParts } from "../../lib/jakarta-day";
import { pdfWork } from "../../workers/pdf-pool";
import { findSignedDocument } from "../esign/esign.repository";
import { verifyPath } from "../esign/verify-path";
import type { FileStorage } from "../files/files.storage";
import { type ParafRow, parafOf } from "./paraf.repository";
import { initialsOf, latestParaf, mayReadArchiveCopy } from "./paraf.rules";
import { letterPdfSource } from "./pdf/surat-pdf";
import { letterViewOf } from "./pdf/surat-view";
import type { ParafView } from "./pdf/surat-view.types";
import { LETTER_NOT_FOUND, visibleLetter } from "./surat.access";
import { type MailRow, reviewersOf } from "./surat.repository";

/** `26-11-2026 09.30`: when a reviewer initialled, in Asia/Jakarta. */
export function parafTime(at: Date): string {
  const p = jakartaParts(at);
  return `${p.day}-${p.month}-${p.year} ${p.hour}.${p.minute}`;
}

export const parafView = (p: ParafRow): ParafView => ({
  nama: p.nama,
  jabatan: p.jabatan,
  inisial: initialsOf(p.nama),
  waktu: parafTime(p.createdAt),
});

/**
 * `GET egs/mail/{id}/pdf-arsip`: the archive copy (salinan arsip) of an outgoing letter, as it
 * stands (number, date, the signature mark once sent) with the latest paraf of each reviewer,
 * marked 'SALINAN ARSIP' on every page. Rendered on request: never stored, sent or signed.
 * @throws NOT_FOUND (404) for anybody but its author, reviewers and its unit's secretariat
 * (recipients and copy holders included), exactly as for a missing letter.
 */
export async function archiveCopyPdf(
  db: DbOrTx,
  storage: FileStorage,
  auth: AuthUser,
  id: string,
  baseUrl: string,
): Promise<{ pdf: Buffer; letter: MailRow }> {
  const letter = await visibleLetter(db, auth, id);
  const reviewers = await reviewersOf(db, id);
  if (!mayReadArchiveCopy(letter, reviewers, auth)) throw notFound(LETTER_NOT_FOUND);
  const paraf = latestParaf(await parafOf(db, id), reviewers).map(parafView);

  if (letter.bentukSurat === "softcopy" || letter.externalSignedFileId) {
    // An uploaded letter cannot be laid out again: its pages, then a paraf sheet.
    const source = await letterPdfSource(db, storage, letter, { noKop: false, baseUrl });
    const pdf = await pdfWork.archiveCopyOfUpload(await source.read(), {
      nomor: letter.noSurat,
      tanggal: letter.tanggalSurat,
      hal: letter.perihal,
      paraf,
    });
    return { pdf, letter };
  }
  const doc = letter.signedDocumentId
    ? await findSignedDocument(db, letter.signedDocumentId)
    : null;
  const view = await letterViewOf(db, storage, letter, {
    withLetterhead: true,
    ...(doc ? { mark: { kind: "digital", verifyUrl: `${baseUrl}${verifyPath(doc.id)}` } } : {}),
  });
  return { pdf: await pdfWork.renderArchiveCopy({ ...view, paraf }), letter };
}
