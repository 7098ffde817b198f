import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { signingTitle } from "@lontar/contracts/cara-tanda-tangan";
import type { DbOrTx } from "../../../db/client";
import { validationFailed } from "../../../lib/app-error";
import type { AuditEntryInput } from "../../../lib/audit";
import type { AuthUser } from "../../../lib/auth-user";
import { newId } from "../../../lib/ids";
import { todayInJakarta } from "../../../lib/jakarta-day";
import { readAll } from "../../../lib/read-all";
import { pdfWork } from "../../../workers/pdf-pool";
import {
  fileSha,
  findSignedDocument,
  insertEsignLog,
  insertSignedDocument,
  listSpecimens,
  setSignedDocumentFile,
} from "../../esign/esign.repository";
import type { SigningContext } from "../../esign/esign.service";
import type { UnlockedSigner } from "../../esign/signature-provider";
import { verifyPath } from "../../esign/verify-path";
import { storeUpload } from "../../files/files.service";
import type { FileStorage } from "../../files/files.storage";
import { letterViewOf, signersOf } from "../pdf/surat-view";
import { type MailRow, setMailSigned } from "../surat.repository";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The signer's specimen for a softcopy letter: the one chosen on the letter, else the newest. */
async function specimenFor(db: DbOrTx, storage: FileStorage, letter: MailRow, userId: number) {
  const rows = await listSpecimens(db, [userId]);
  const row = rows.find((r) => r.id === letter.specimenId) ?? rows[0];
  if (!row) return null;
  return { data: await readAll(await storage.get(row.sha256)), type: row.type };
}

/** What a PDF reader shows of a signature: who, why and where. */
const signatureInfo = (
  letter: MailRow,
  person: { nama: string; satuanKerja: string },
  signingTime: Date,
) => ({
  name: person.nama,
  reason: `Tanda tangan elektronik surat ${letter.noSurat ?? ""}`.trim(),
  location: person.satuanKerja,
  signingTime,
});

/** Stores a signed PDF as the letter's electronic original. */
const storeSigned = (
  db: DbOrTx,
  context: SigningContext,
  letter: MailRow,
  auth: AuthUser,
  pdf: Buffer,
) =>
  storeUpload(db, context.storage, {
    source: pdf,
    fileName: `${letter.noSurat ?? "surat"}.pdf`.replace(/\//g, "-"),
    userId: auth.userId,
    purpose: "surat-elektronik",
    attached: true,
  });

/**
 * A signature made: the signed document, and the audit entry of the signing for the caller to
 * write as the last step of its transaction (`writeAudit` holds the log's lock until commit).
 */
export type Signed = { signedDocumentId: string; audit: AuditEntryInput };

/**
 * A letter rendered and signed before its sending transaction (`presignLetter`): the signed
 * document's id and time, what the PDF was made from, and the signed PDF.
 */
export type Presigned = { id: string; signingTime: Date; source: unknown; pdf: Buffer };

/**
 * What a letter's signed original is made from (`source`, compared by value) and how it is
 * made (`render`): the letter rendered with letterhead, or a softcopy letter's own PDF stamped
 * with the signer's block. The QR code points to the signed document `id`.
 */
async function signingSource(
  db: DbOrTx,
  context: SigningContext,
  input: { letter: MailRow; auth: AuthUser; id: string; signingTime: Date },
) {
  const { letter, auth, signingTime } = input;
  const signers = await signersOf(db, letter);
  const [person] = signers;
  if (!person) throw validationFailed({ pemeriksa: ["Penandatangan kosong !"] });
  // An a.n./u.b./Plt./Plh. signature says so wherever the signer's position is named.
  const title =
    letter.caraTandaTangan !== "langsung" && letter.signerLines
      ? signingTitle(letter.signerLines)
      : (person.jabatan ?? "");
  const verifyUrl = `${context.baseUrl}${verifyPath(input.id)}`;
  const info = signatureInfo(letter, person, signingTime);
  if (letter.bentukSurat === "softcopy") {
    if (!letter.originalFileId) throw validationFailed({ file: ["File surat kosong !"] });
    const originalSha = await fileSha(db, letter.originalFileId);
    if (!originalSha) throw validationFailed({ file: ["File surat kosong !"] });
    const stamp = {
      specimen: await specimenFor(db, context.storage, letter, auth.userId),
      verifyUrl,
      nama: person.nama,
      jabatan: title,
      draft: false,
      // Numbered just before (or foreseen, when signed ahead): the signed copy carries both.
      nomor: letter.noSurat,
      tanggal: letter.tanggalSurat ?? todayInJakarta(signingTime),
    };
    return {
      person,
      title,
      info,
      source: { originalSha, stamp, info },
      render: async () =>
        pdfWork.stampSoftcopy(await readAll(await context.storage.get(originalSha)), stamp),
    };
  }
  // The copy with letterhead is the signed original. The copy without (for pre-printed
  // paper) is rendered when asked for, with the same QR code pointing here.
  const view = await letterViewOf(db, context.storage, letter, {
    withLetterhead: true,
    mark: { kind: "digital", verifyUrl },
    signers,
  });
  return {
    person,
    title,
    info,
    source: { view, info },
    render: () => pdfWork.renderLetter({ ...view, draft: false }),
  };
}

/**
 * Renders and signs a letter as `signLetter` would, outside any transaction, from the letter
 * as it is expected to be sent (its foreseen number): the sending transaction then holds
 * neither the unit's number counter nor, on the embedded database, its one connection while
 * the PDF renders. Nothing is written.
 */
export async function presignLetter(
  db: DbOrTx,
  context: SigningContext,
  input: { letter: MailRow; auth: AuthUser; signer: UnlockedSigner },
): Promise<Presigned> {
  const id = newId();
  const signingTime = new Date();
  const made = await signingSource(db, context, { ...input, id, signingTime });
  return {
    id,
    signingTime,
    source: made.source,
    pdf: await input.signer.sign(await made.render(), made.info),
  };
}

/**
 * Renders the letter (with and without letterhead), signs both with `signer` and records
 * the signed document the QR code points to. Runs inside the caller's transaction: the
 * outgoing workflow numbers, signs and delivers a letter in one. A joint letter is rendered
 * with every signer's block and signed here by the first; `addSignature` adds the others.
 * A `presigned` PDF is kept when the letter as it now stands in the transaction would render
 * the same; otherwise (another letter took the foreseen number) it is rendered again here.
 */
export async function signLetter(
  db: DbOrTx,
  context: SigningContext,
  input: {
    letter: MailRow;
    auth: AuthUser;
    signer: UnlockedSigner;
    signingTime?: Date;
    presigned?: Presigned | null;
  },
): Promise<Signed> {
  const { letter, auth, signer, presigned } = input;
  const id = presigned?.id ?? newId();
  const signingTime = presigned?.signingTime ?? input.signingTime ?? new Date();
  const made = await signingSource(db, context, { letter, auth, id, signingTime });
  const { person, title } = made;
  const pdf =
    presigned && isDeepStrictEqual(presigned.source, made.source)
      ? presigned.pdf
      : await signer.sign(await made.render(), made.info);
  const stored = await storeSigned(db, context, letter, auth, pdf);
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
  const audit = await recordSigning(db, context, { letter, auth, signedDocumentId: id, urutan: 1 });
  return { signedDocumentId: id, audit };
}

/**
 * The signing in Daftar Log, and its audit entry (`urutan`: which signer of the letter), which
 * the caller writes last.
 */
async function recordSigning(
  db: DbOrTx,
  context: SigningContext,
  input: { letter: MailRow; auth: AuthUser; signedDocumentId: string; urutan: number },
): Promise<AuditEntryInput> {
  const { letter, auth, signedDocumentId } = input;
  await insertEsignLog(db, {
    userId: auth.userId,
    satuanKerjaId: auth.satuanKerjaId,
    mailId: letter.id,
    signedDocumentId,
    ip: context.ip,
    status: "success",
  });
  return {
    userId: auth.userId,
    action: "letter_signed",
    target: { type: "surat", id: letter.id },
    detail: {
      signed_document_id: signedDocumentId,
      no_surat: letter.noSurat,
      ...(letter.jumlahPenandatangan > 1 ? { penandatangan_ke: input.urutan } : {}),
    },
    ip: context.ip,
  };
}

/**
 * A joint letter's next signer (`index` in signing order) signs the signed document: the
 * signature is appended as an incremental update, so the earlier ones stay valid, and the QR
 * code's record now points to the file with every signature so far.
 */
export async function addSignature(
  db: DbOrTx,
  context: SigningContext,
  input: { letter: MailRow; auth: AuthUser; signer: UnlockedSigner; index: number },
): Promise<Signed> {
  const { letter, auth, signer } = input;
  const person = (await signersOf(db, letter))[input.index];
  const doc = letter.signedDocumentId
    ? await findSignedDocument(db, letter.signedDocumentId)
    : null;
  const sha = doc ? await fileSha(db, doc.fileId) : null;
  if (!person || !doc || !sha) throw validationFailed({ pemeriksa: ["Penandatangan kosong !"] });
  const signingTime = new Date();
  const pdf = await signer.sign(
    await readAll(await context.storage.get(sha)),
    signatureInfo(letter, person, signingTime),
  );
  const stored = await storeSigned(db, context, letter, auth, pdf);
  await setSignedDocumentFile(db, doc.id, { fileId: stored._id, sha256: sha256(pdf) });
  const audit = await recordSigning(db, context, {
    letter,
    auth,
    signedDocumentId: doc.id,
    urutan: input.index + 1,
  });
  return { signedDocumentId: doc.id, audit };
}
