import { createHash } from "node:crypto";
import { signingTitle } from "@lontar/contracts/cara-tanda-tangan";
import type { DbOrTx } from "../../../db/client";
import { validationFailed } from "../../../lib/app-error";
import { writeAudit } from "../../../lib/audit";
import type { AuthUser } from "../../../lib/auth-user";
import { newId } from "../../../lib/ids";
import { todayInJakarta } from "../../../lib/jakarta-day";
import { readAll } from "../../../lib/read-all";
import { pdfWork } from "../../../workers/pdf-pool";
import {
  fileSha,
  insertEsignLog,
  insertSignedDocument,
  listSpecimens,
} from "../../esign/esign.repository";
import type { SigningContext } from "../../esign/esign.service";
import type { UnlockedSigner } from "../../esign/signature-provider";
import { verifyPath } from "../../esign/verify-path";
import { storeUpload } from "../../files/files.service";
import type { FileStorage } from "../../files/files.storage";
import { letterViewOf, signerOf } from "../pdf/surat-view";
import { type MailRow, setMailSigned } from "../surat.repository";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The signer's specimen for a softcopy letter: the one chosen on the letter, else the newest. */
async function specimenFor(db: DbOrTx, storage: FileStorage, letter: MailRow, userId: number) {
  const rows = await listSpecimens(db, [userId]);
  const row = rows.find((r) => r.id === letter.specimenId) ?? rows[0];
  if (!row) return null;
  return { data: await readAll(await storage.get(row.sha256)), type: row.type };
}

/**
 * Renders the letter (with and without letterhead), signs both with `signer` and records
 * the signed document the QR code points to. Runs inside the caller's transaction: the
 * outgoing workflow numbers, signs and delivers a letter in one.
 */
export async function signLetter(
  db: DbOrTx,
  context: SigningContext,
  input: { letter: MailRow; auth: AuthUser; signer: UnlockedSigner; signingTime?: Date },
): Promise<{ signedDocumentId: string }> {
  const { letter, auth, signer } = input;
  const person = await signerOf(db, letter);
  if (!person) throw validationFailed({ pemeriksa: ["Penandatangan kosong !"] });
  // An a.n./u.b./Plt./Plh. signature says so wherever the signer's position is named.
  const title =
    letter.caraTandaTangan !== "langsung" && letter.signerLines
      ? signingTitle(letter.signerLines)
      : (person.jabatan ?? "");
  const id = newId();
  const verifyUrl = `${context.baseUrl}${verifyPath(id)}`;
  const signingTime = input.signingTime ?? new Date();
  const info = {
    name: person.nama,
    reason: `Tanda tangan elektronik surat ${letter.noSurat ?? ""}`.trim(),
    location: person.satuanKerja,
    signingTime,
  };
  let pdf: Buffer;
  if (letter.bentukSurat === "softcopy") {
    if (!letter.originalFileId) throw validationFailed({ file: ["File surat kosong !"] });
    const originalSha = await fileSha(db, letter.originalFileId);
    if (!originalSha) throw validationFailed({ file: ["File surat kosong !"] });
    const stamped = await pdfWork.stampSoftcopy(
      await readAll(await context.storage.get(originalSha)),
      {
        specimen: await specimenFor(db, context.storage, letter, auth.userId),
        verifyUrl,
        nama: person.nama,
        jabatan: title,
        draft: false,
        // Numbered in the same transaction, just before: the signed copy carries both.
        nomor: letter.noSurat,
        tanggal: letter.tanggalSurat ?? todayInJakarta(signingTime),
      },
    );
    pdf = await signer.sign(stamped, info);
  } else {
    // The copy with letterhead is the signed original. The copy without (for pre-printed
    // paper) is rendered when asked for, with the same QR code pointing here.
    const view = await letterViewOf(db, context.storage, letter, {
      withLetterhead: true,
      mark: { kind: "digital", verifyUrl },
    });
    pdf = await signer.sign(await pdfWork.renderLetter({ ...view, draft: false }), info);
  }
  const stored = await storeUpload(db, context.storage, {
    source: pdf,
    fileName: `${letter.noSurat ?? "surat"}.pdf`.replace(/\//g, "-"),
    userId: auth.userId,
    purpose: "surat-elektronik",
    attached: true,
  });
  await insertSignedDocument(db, {
    id,
    mailId: letter.id,
    fileId: stored._id,
    sha256: sha256(pdf),
    signerUserId: auth.userId,
    signerNama: person.nama,
    signerNip: person.nip,
    signerJabatan: title,
    noSurat: letter.noSurat,
    perihal: letter.perihal,
    tanggalSurat: letter.tanggalSurat,
    certificateSerial: signer.certificateSerial,
    signedAt: signingTime,
  });
  await setMailSigned(db, letter.id, id);
  await insertEsignLog(db, {
    userId: auth.userId,
    satuanKerjaId: auth.satuanKerjaId,
    mailId: letter.id,
    signedDocumentId: id,
    ip: context.ip,
    status: "success",
  });
  await writeAudit(db, {
    userId: auth.userId,
    action: "letter_signed",
    target: { type: "surat", id: letter.id },
    detail: { signed_document_id: id, no_surat: letter.noSurat },
    ip: context.ip,
  });
  return { signedDocumentId: id };
}
