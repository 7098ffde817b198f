import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { mail, mailReviewer } from "../../../db/schema/letters";
import { AppError, forbidden, notFound, validationFailed } from "../../../lib/app-error";
import { writeAudit } from "../../../lib/audit";
import { todayInJakarta } from "../../../lib/jakarta-day";
import { readAll } from "../../../lib/read-all";
import type { AuthUser } from "../../auth/auth.service";
import { fileSha } from "../../esign/esign.repository";
import { type SigningContext, signLetter, unlockForSigning } from "../../esign/esign.service";
import { verifyPdfSignature } from "../../esign/pdf-verification";
import type { SignatureProvider, UnlockedSigner } from "../../esign/signature-provider";
import { notify } from "../../notifikasi/notifikasi.service";
import { visibleLetter } from "../surat.access";
import { findMail, type MailRow, reviewersOf } from "../surat.repository";
import { actionOf, formatNomor, newResi, transition } from "../surat.rules";
import { queueLetterEmails } from "./email";
import * as repo from "./keluar.repository";

/** The uploaded file must be the signer's own PDF and carry an electronic signature. */
async function checkExternallySigned(
  db: DbOrTx,
  storage: SigningContext["storage"],
  auth: AuthUser,
  fileId: string,
): Promise<string> {
  const [file] = await repo.ownFiles(db, auth.userId, [fileId]);
  const sha = file?.mime === "application/pdf" ? await fileSha(db, fileId) : null;
  const pdf = sha ? await readAll(await storage.get(sha)) : null;
  if (!pdf || !verifyPdfSignature(pdf, "").signed)
    throw validationFailed({ signed_file: [MAIL_MESSAGES.signedFileInvalid] });
  return fileId;
}

/**
 * Tells whoever holds the letter after a review action: the next reviewer (LANJUTKAN), the
 * previous one (PERBAIKAN between reviewers) or the author (PERBAIKAN from the first reviewer).
 */
async function notifyNextHolder(
  tx: DbOrTx,
  auth: AuthUser,
  letter: MailRow,
  status: string,
  action: string,
  reviewers: { urutan: number; pegawaiId: number }[],
  orderNow: number,
) {
  const base = { mailId: letter.id, perihal: letter.perihal, fromPegawaiId: auth.pegawaiId };
  if (status === "pemeriksa") {
    const holder = reviewers.find((r) => r.urutan === orderNow);
    if (holder)
      await notify(tx, {
        ...base,
        kategori: "persetujuan",
        type: action === "perbaikan" ? "perbaikan" : "pemeriksaan",
        pegawaiIds: [holder.pegawaiId],
      });
  } else if (status === "perbaikan") {
    await notify(tx, {
      ...base,
      kategori: "konsep",
      type: "perbaikan",
      userIds: [letter.createdBy],
    });
  }
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
 * Numbers a letter in its transaction: the reserved manual number, or the next of the work
 * unit's counter (skipping numbers reserved by hand).
 */
async function numberLetter(tx: DbOrTx, letter: MailRow) {
  const today = todayInJakarta();
  const year = Number(today.slice(0, 4));
  let urut = letter.nomorManual && letter.tahun === year ? letter.nomorUrut : null;
  while (urut === null) {
    const candidate = await repo.nextCounter(tx, letter.satuanKerjaId, year);
    if (!(await repo.numberTaken(tx, letter.satuanKerjaId, year, candidate, letter.id)))
      urut = candidate;
  }
  const klas = letter.klasifikasiId
    ? await repo.findKlasifikasiById(tx, letter.klasifikasiId)
    : null;
  const unit = await repo.findSatuanKerjaCode(tx, letter.satuanKerjaId);
  return {
    nomorUrut: urut,
    tahun: year,
    tanggalSurat: today,
    noSurat: formatNomor(
      klas?.kode ?? "000",
      urut,
      unit?.code ?? String(letter.satuanKerjaId),
      year,
    ),
  };
}

/**
 * `POST egs/riw-catatan/create/{id}`: the reviewer at work acts. SETUJU by the last one numbers,
 * renders, signs and delivers the letter in one transaction; the passphrase is checked first,
 * so a wrong one (or a failing signature) leaves the letter exactly as it was.
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
  const atWork = reviewers.find((r) => r.urutan === letter.orderNow);
  if (letter.statusSurat !== "pemeriksa" || atWork?.pegawaiId !== auth.pegawaiId)
    throw forbidden(MAIL_MESSAGES.notYourTurn);
  const action = actionOf(body);
  const keterangan =
    action === "perbaikan" && !body.keterangan.trim()
      ? MAIL_MESSAGES.defaultRevisionNote
      : body.keterangan;
  const next = transition(
    { status: letter.statusSurat, orderNow: letter.orderNow, reviewers: reviewers.length },
    action,
    keterangan,
  );
  if (!next.ok) throw validationFailed({ [next.field]: [next.message] });

  const signsDigitally =
    next.status === "terkirim" &&
    letter.typeTandaTangan === "digital" &&
    letter.enableDs &&
    !letter.signedDocumentId;
  // External digital mode: the signer signed the PDF elsewhere and uploads it with SETUJU.
  let externalSigned: string | null = null;
  if (next.status === "terkirim" && letter.typeTandaTangan === "eksternal") {
    if (!body.signed_file)
      throw validationFailed({ signed_file: [MAIL_MESSAGES.signedFileMissing] });
    externalSigned = await checkExternallySigned(db, deps.signing.storage, auth, body.signed_file);
  }
  let signer: UnlockedSigner | null = null;
  if (signsDigitally) {
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
    const [locked] = await tx.select().from(mail).where(eq(mail.id, id)).for("update");
    if (locked?.statusSurat !== "pemeriksa" || locked.orderNow !== letter.orderNow)
      throw new AppError(409, "CONFLICT", "Surat sudah diproses, muat ulang halaman");
    await repo.insertNote(tx, {
      mailId: id,
      userId: auth.userId,
      pegawaiId: auth.pegawaiId,
      action,
      keterangan,
    });
    await tx
      .update(mailReviewer)
      .set({ actedAt: new Date() })
      .where(and(eq(mailReviewer.mailId, id), eq(mailReviewer.urutan, letter.orderNow)));
    if (next.status !== "terkirim") {
      await tx
        .update(mail)
        .set({ statusSurat: next.status, orderNow: next.orderNow, updatedAt: new Date() })
        .where(eq(mail.id, id));
      if (next.status === "pemeriksa")
        await tx
          .update(mailReviewer)
          .set({ readAt: null })
          .where(and(eq(mailReviewer.mailId, id), eq(mailReviewer.urutan, next.orderNow)));
      await notifyNextHolder(tx, auth, locked, next.status, action, reviewers, next.orderNow);
      if (next.status === "batal")
        await writeAudit(tx, {
          userId: auth.userId,
          action: "letter_cancelled",
          target: { type: "surat", id },
          detail: { perihal: locked.perihal, keterangan },
        });
      return { id, status_surat: next.status, order_now: next.orderNow, no_surat: null };
    }

    const numbered = await numberLetter(tx, locked);
    const resi = locked.penerima.user_eksternal.length ? newResi() : null;
    await tx
      .update(mail)
      .set({
        ...numbered,
        resi,
        externalSignedFileId: externalSigned,
        statusSurat: "terkirim",
        sentAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(mail.id, id));
    const sent = await findMail(tx, id);
    if (!sent) throw notFound(MAIL_MESSAGES.notFound);
    if (signer) await signLetter(tx, deps.signing, { letter: sent, auth, signer });
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
    await repo.insertRecipients(
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
        fromPegawaiId: sent.pengirimPegawaiId ?? auth.pegawaiId,
      });
    const final = await findMail(tx, id);
    if (final) await queueLetterEmails(tx, final, deps.signing.baseUrl);
    return { id, status_surat: "terkirim", order_now: next.orderNow, no_surat: numbered.noSurat };
  });
}
