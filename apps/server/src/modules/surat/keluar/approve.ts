import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import type { Db, DbOrTx } from "../../../db/client";
import { conflict, forbidden, notFound, validationFailed } from "../../../lib/app-error";
import { type AuditEntryInput, writeAudit } from "../../../lib/audit";
import type { AuthUser } from "../../../lib/auth-user";
import { readAll } from "../../../lib/read-all";
import { fileLetter } from "../../berkas/pemberkasan";
import { type SigningContext, unlockForSigning } from "../../esign/esign.service";
import { verifyPdfSignature } from "../../esign/pdf-verification";
import type { SignatureProvider, UnlockedSigner } from "../../esign/signature-provider";
import { claimFile, findClaimableFile } from "../../files/claim-file";
import { notify } from "../../notifikasi/notifikasi.service";
import { signingLinesOf } from "../cara-tanda-tangan";
import { insertParaf } from "../paraf.repository";
import { visibleLetter } from "../surat.access";
import { foreseeNumber, numberLetter } from "../surat.numbering";
import {
  findMail,
  insertRecipients,
  lockLetter,
  type MailRow,
  reviewersOf,
  updateLetter,
} from "../surat.repository";
import {
  actionOf,
  firstSignerOrder,
  mayAct,
  newResi,
  signerLine,
  signsDigitally,
  transition,
} from "../surat.rules";
import { queueLetterEmails } from "./email";
import * as repo from "./keluar.repository";
import { notifyReviewAction, notifyWriterSent } from "./review-notices";
import { addSignature, presignLetter, signLetter } from "./sign";

/** The signed file (`store-file?purpose=surat-ttd`) as claimFile takes it in the transaction. */
const signedFileClaim = (fileId: string) => ({
  id: fileId,
  purpose: "surat-ttd" as const,
  field: "signed_file",
  message: MAIL_MESSAGES.signedFileInvalid,
});

/** The uploaded file must be the signer's own PDF and carry an electronic signature. */
async function checkExternallySigned(
  db: DbOrTx,
  storage: SigningContext["storage"],
  auth: AuthUser,
  fileId: string,
): Promise<string> {
  const file = await findClaimableFile(db, auth, signedFileClaim(fileId));
  const pdf =
    file.mime === "application/pdf" ? await readAll(await storage.get(file.sha256)) : null;
  if (!pdf || !verifyPdfSignature(pdf, "").signed)
    throw validationFailed({ signed_file: [MAIL_MESSAGES.signedFileInvalid] });
  return fileId;
}

/** The letter as it now stands in the transaction. */
async function mailOf(tx: DbOrTx, id: string): Promise<MailRow> {
  const row = await findMail(tx, id);
  if (!row) throw notFound(MAIL_MESSAGES.notFound);
  return row;
}

/**
 * The sent letter reaches its addressees' and copy holders' inboxes, and they and its writer
 * are told: from the signing official, as an office sees it, not from the clerk who wrote it.
 */
async function deliver(tx: DbOrTx, auth: AuthUser, sent: MailRow) {
  const recipients = (["penerima", "tembusan"] as const).flatMap((role) => [
    ...sent[role].user.map((pegawaiId) => ({ pegawaiId, role, isPlt: false })),
    ...sent[role].plt.map((pegawaiId) => ({ pegawaiId, role, isPlt: true })),
  ]);
  await insertRecipients(
    tx,
    "internal",
    recipients.map((r) => ({ ...r, mailId: sent.id })),
  );
  for (const type of ["penerima", "tembusan"] as const)
    await notify(tx, {
      kategori: "surat-masuk",
      type,
      mailId: sent.id,
      perihal: sent.perihal,
      pegawaiIds: recipients.filter((r) => r.role === type).map((r) => r.pegawaiId),
      pengirim: signerLine(sent),
    });
  await notifyWriterSent(tx, auth, sent);
}

/**
 * The columns a letter is sent with: its signer as they are now and the way they sign.
 * @throws VALIDATION_FAILED (422) when the signer may not sign the way chosen.
 */
async function sendingOf(
  db: DbOrTx,
  auth: AuthUser,
  letter: MailRow,
  externalSigned: string | null,
) {
  const signerLines =
    letter.caraTandaTangan === "langsung"
      ? null
      : await signingLinesOf(db, auth.pegawaiId, letter.caraTandaTangan);
  return {
    ...(await repo.signerSnapshot(db, auth.pegawaiId)),
    signerLines,
    resi: letter.penerima.user_eksternal.length ? newResi() : null,
    externalSignedFileId: externalSigned,
    statusSurat: "terkirim" as const,
    sentAt: new Date(),
  };
}

export type ApprovalInput = {
  is_accepted: boolean;
  text: "setuju" | "lanjutkan" | "perbaikan" | "batalkan";
  back_to_previous_level: boolean;
  keterangan: string;
  passphrase?: string;
  signed_file?: string;
};

/**
 * `POST egs/riw-catatan/create/{id}`: the reviewer at work acts. SETUJU by the last one numbers,
 * renders, signs and delivers the letter in one transaction; the passphrase is checked first,
 * so a wrong one (or a failing signature) leaves the letter exactly as it was.
 * @throws NOT_FOUND (404) for a letter the user may not see; FORBIDDEN (403) when it is not
 * their turn; VALIDATION_FAILED (422) for a refused action, a missing passphrase or signed
 * file; LOCKED (423) while signing is locked; CONFLICT (409) when someone acted first.
 */
export async function approve(
  db: Db,
  deps: { provider: SignatureProvider; signing: SigningContext },
  auth: AuthUser,
  id: string,
  body: ApprovalInput,
) {
  const letter = await visibleLetter(db, auth, id);
  const reviewers = await reviewersOf(db, id);
  if (!mayAct(letter, reviewers, auth)) throw forbidden(MAIL_MESSAGES.notYourTurn);
  const action = actionOf(body);
  const keterangan =
    action === "perbaikan" && !body.keterangan.trim()
      ? MAIL_MESSAGES.defaultRevisionNote
      : body.keterangan;
  const chain = {
    reviewers: reviewers.length,
    signers: letter.jumlahPenandatangan,
  };
  const next = transition(
    { status: letter.statusSurat, orderNow: letter.orderNow, ...chain },
    action,
    keterangan,
  );
  if (!next.ok) throw validationFailed({ [next.field]: [next.message] });

  // The last signer sends it; a joint letter's earlier signers sign and pass it on.
  const signs = (next.status === "terkirim" || next.signed === true) && signsDigitally(letter);
  // External digital mode: the signer signed the PDF elsewhere and uploads it with SETUJU.
  let externalSigned: string | null = null;
  if (next.status === "terkirim" && letter.typeTandaTangan === "eksternal") {
    if (!body.signed_file)
      throw validationFailed({ signed_file: [MAIL_MESSAGES.signedFileMissing] });
    externalSigned = await checkExternallySigned(db, deps.signing.storage, auth, body.signed_file);
  }
  let signer: UnlockedSigner | null = null;
  if (signs) {
    if (!body.passphrase) throw validationFailed({ passphrase: ["Passphrase kosong !"] });
    signer = await unlockForSigning(db, deps.provider, {
      auth,
      passphrase: body.passphrase,
      ip: deps.signing.ip,
      mailId: id,
    });
  }

  // Rendered and signed ahead, outside the transaction, as the letter is expected to be numbered
  // and sent: the transaction keeps the PDF when the letter would render the same (signLetter),
  // so it holds neither the unit's number counter nor the embedded database while it renders.
  const presigned =
    signer && !letter.signedDocumentId && (next.signed || next.status === "terkirim")
      ? await presignLetter(db, deps.signing, {
          letter: {
            ...letter,
            ...(next.status === "terkirim"
              ? await sendingOf(db, auth, letter, externalSigned)
              : {}),
            ...(await foreseeNumber(db, letter, auth.pegawaiId)),
          },
          auth,
          signer,
        })
      : null;

  return db.transaction(async (tx) => {
    // Lock the letter: two clicks (or two reviewers' windows) cannot both act on it.
    const locked = await lockLetter(tx, id);
    if (locked?.statusSurat !== "pemeriksa" || locked.orderNow !== letter.orderNow)
      throw conflict("Surat sudah diproses, muat ulang halaman");
    const note = await repo.insertNote(tx, {
      mailId: id,
      userId: auth.userId,
      pegawaiId: auth.pegawaiId,
      action,
      keterangan,
    });
    // LANJUTKAN and SETUJU initial the draft (paraf); a failure below undoes it with the action.
    if (action === "lanjutkan" || action === "setuju")
      await insertParaf(tx, {
        mailId: id,
        noteId: note.id,
        urutan: letter.orderNow,
        pegawaiId: auth.pegawaiId,
        action,
      });
    await repo.markReviewerActed(tx, id, letter.orderNow);
    // The signing's audit entry goes last: the log's lock is held from there to commit.
    const audits: AuditEntryInput[] = [];
    // A joint letter: numbered and rendered at the first signature, then signed by each in turn.
    const sign = async (current: MailRow, key: UnlockedSigner): Promise<MailRow> => {
      const signed = current.signedDocumentId
        ? await addSignature(tx, deps.signing, {
            letter: current,
            auth,
            signer: key,
            index: letter.orderNow - firstSignerOrder(chain),
          })
        : await signLetter(tx, deps.signing, { letter: current, auth, signer: key, presigned });
      audits.push(signed.audit);
      return { ...current, signedDocumentId: signed.signedDocumentId };
    };
    const finish = async () => {
      for (const entry of audits) await writeAudit(tx, entry);
    };
    if (next.signed && signer) {
      if (!locked.signedDocumentId)
        await updateLetter(tx, id, await numberLetter(tx, locked, auth.pegawaiId));
      await sign(await mailOf(tx, id), signer);
    }
    if (next.status !== "terkirim") {
      await updateLetter(tx, id, { statusSurat: next.status, orderNow: next.orderNow });
      // The next holder finds it unread, as a new letter in their Persetujuan.
      if (next.status === "pemeriksa") await repo.markReviewerUnread(tx, id, next.orderNow);
      await notifyReviewAction(tx, auth, locked, { action, keterangan, next, reviewers });
      if (next.status === "batal")
        audits.push({
          userId: auth.userId,
          action: "letter_cancelled",
          target: { type: "surat", id },
          detail: { perihal: locked.perihal, keterangan },
        });
      await finish();
      return { id, status_surat: next.status, order_now: next.orderNow, no_surat: null };
    }

    if (externalSigned) await claimFile(tx, auth, signedFileClaim(externalSigned));
    // Refused before anything is numbered when the signer may not sign the way chosen.
    const sending = await sendingOf(tx, auth, locked, externalSigned);
    // A joint letter was numbered when its first signer signed; any other is numbered today.
    const numberedBefore = Boolean(locked.noSurat && locked.signedDocumentId);
    // Delivered before it is numbered: the unit's number counter, locked from numbering to
    // commit, is not held through the deliveries. The rows are written in one transaction, so
    // nobody sees the delivery without the number.
    await deliver(tx, auth, { ...locked, ...sending });
    const numbered = numberedBefore ? {} : await numberLetter(tx, locked, auth.pegawaiId);
    await updateLetter(tx, id, { ...sending, ...numbered });
    // The sent letter is a record of its unit: it goes into the berkas of its classification.
    await fileLetter(tx, id, auth.userId);
    let final: MailRow = { ...locked, ...sending, ...numbered };
    if (signer) final = await sign(final, signer);
    await queueLetterEmails(tx, final, deps.signing.baseUrl);
    await finish();
    return { id, status_surat: "terkirim", order_now: next.orderNow, no_surat: final.noSurat };
  });
}
