import { perihalNotifikasi } from "@lontar/contracts/klasifikasi-keamanan";
import type { DbOrTx } from "../../../db/client";
import { findSignedDocument } from "../../esign/esign.repository";
import { type MailRow, queueEmails } from "../surat.repository";

/**
 * The message an outside recipient of a sent letter gets: the letter, its resi, the tracking
 * page. The subject is named only when the letter's security class lets e-mails carry it.
 */
export function letterEmail(letter: MailRow, baseUrl: string) {
  const perihal = perihalNotifikasi(letter.sifatPengamanan, letter.perihal);
  const subject = `Surat ${letter.noSurat ?? ""}: ${perihal}`.replace(/\s+/g, " ").trim();
  const body = [
    "Yth. Bapak/Ibu,",
    "",
    `Bersama ini kami sampaikan surat nomor ${letter.noSurat ?? "-"} perihal "${perihal}".`,
    "Surat terlampir dalam berkas PDF.",
    "",
    `Nomor resi: ${letter.resi ?? "-"}`,
    `Lacak surat ini di ${baseUrl}/cari dengan nomor resi dan alamat e-mail ini.`,
  ].join("\n");
  return { subject, body };
}

/** Queues one e-mail per outside recipient, in the letter's transaction. */
export async function queueLetterEmails(db: DbOrTx, letter: MailRow, baseUrl: string) {
  const to = letter.penerima.user_eksternal;
  if (to.length === 0) return;
  const doc = letter.signedDocumentId
    ? await findSignedDocument(db, letter.signedDocumentId)
    : null;
  const { subject, body } = letterEmail(letter, baseUrl);
  await queueEmails(
    db,
    to.map((address) => ({
      mailId: letter.id,
      to: address,
      subject,
      body,
      attachmentFileId: doc?.fileId ?? letter.externalSignedFileId ?? null,
    })),
  );
}
