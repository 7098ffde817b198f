import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import type { Db, DbOrTx } from "../../../db/client";
import { conflict, forbidden, notFound, validationFailed } from "../../../lib/app-error";
import { writeAudit } from "../../../lib/audit";
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
import { numberLetter } from "../surat.numbering";
import {
  findMail,
  insertRecipients,
  lockLetter,
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
import { addSignature, signLetter } from "./sign";

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
    // A joint letter: numbered and rendered at the first signature, then signed by each in turn.
    const sign = async (current: typeof locked, key: UnlockedSigner) =>
      current.signedDocumentId
        ? addSignature(tx, deps.signing, {
            letter: current,
            auth,
            signer: key,
            index: letter.orderNow - firstSignerOrder(chain),
          })
        : signLetter(tx, deps.signing, { letter: current, auth, signer: key });
    if (next.signed && signer) {
      if (!locked.signedDocumentId)
        await updateLetter(tx, id, await numberLetter(tx, locked, auth.pegawaiId));
      const current = await findMail(tx, id);
      if (!current) throw notFound(MAIL_MESSAGES.notFound);
      await sign(current, signer);
    }
    if (next.status !== "terkirim") {
      await updateLetter(tx, id, { statusSurat: next.status, orderNow: next.orderNow });
      // The next holder finds it unread, as a new letter in their Persetujuan.
      if (next.status === "pemeriksa") await repo.markReviewerUnread(tx, id, next.orderNow);
      await notifyReviewAction(tx, auth, locked, { action, keterangan, next, reviewers });
      if (next.status === "batal")
        await writeAudit(tx, {
          userId: auth.userId,
          action: "letter_cancelled",
          target: { type: "surat", id },
          detail: { perihal: locked.perihal, keterangan },
        });
      return { id, status_surat: next.status, order_now: next.orderNow, no_surat: null };
    }

    if (externalSigned) await claimFile(tx, auth, signedFileClaim(externalSigned));
    // Refused before anything is numbered when the signer may not sign the way chosen.
    const signerLines =
      locked.caraTandaTangan === "langsung"
        ? null
        : await signingLinesOf(tx, auth.pegawaiId, locked.caraTandaTangan);
    // A joint letter was numbered when its first signer signed.
    const numbered =
      locked.noSurat && locked.signedDocumentId
        ? {}
        : await numberLetter(tx, locked, auth.pegawaiId);
    const resi = locked.penerima.user_eksternal.length ? newResi() : null;
    await updateLetter(tx, id, {
      ...numbered,
      ...(await repo.signerSnapshot(tx, auth.pegawaiId)),
      signerLines,
      resi,
      externalSignedFileId: externalSigned,
      statusSurat: "terkirim",
      sentAt: new Date(),
    });
    const sent = await findMail(tx, id);
    if (!sent) throw notFound(MAIL_MESSAGES.notFound);
    if (signer) await sign(sent, signer);
    const recipients = [
      ...sent.penerima.user.map((pegawaiId) => ({
        pegawaiId,
        role: "penerima" as const,
        isPlt: false,
      })),
      ...sent.penerima.plt.map((pegawaiId) => ({
        pegawaiId,
        role: "penerima" as const,
        isPlt: true,
      })),
      ...sent.tembusan.user.map((pegawaiId) => ({
        pegawaiId,
        role: "tembusan" as const,
        isPlt: false,
      })),
      ...sent.tembusan.plt.map((pegawaiId) => ({
        pegawaiId,
        role: "tembusan" as const,
        isPlt: true,
      })),
    ];
    await insertRecipients(
      tx,
      "internal",
      recipients.map((r) => ({ ...r, mailId: id })),
    );
    for (const type of ["penerima", "tembusan"] as const)
      await notify(tx, {
        kategori: "surat-masuk",
        type,
        mailId: id,
        perihal: sent.perihal,
        pegawaiIds: recipients.filter((r) => r.role === type).map((r) => r.pegawaiId),
        // As an office sees it: from the signing official, not from the clerk who wrote it.
        pengirim: signerLine(sent),
      });
    await notifyWriterSent(tx, auth, sent);
    // The sent letter is a record of its unit: it goes into the berkas of its classification.
    await fileLetter(tx, id, auth.userId);
    const final = await findMail(tx, id);
    if (final) await queueLetterEmails(tx, final, deps.signing.baseUrl);
    return { id, status_surat: "terkirim", order_now: next.orderNow, no_surat: sent.noSurat };
  });
}
