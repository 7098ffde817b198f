import { createHash } from "node:crypto";
import {
  ESIGN_MESSAGES,
  type EsignLogItem,
  type EsignStatus,
  type SetPassphraseRequest,
} from "@lontar/contracts/esign";
import { USER_LEVEL } from "@lontar/contracts/user";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { AppError, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { newId } from "../../lib/ids";
import { offsetOf, pageMeta } from "../../lib/pagination";
import { verifyPassword } from "../../lib/password";
import { readAll } from "../../lib/read-all";
import { pdfWork } from "../../workers/pdf-pool";
import type { AuthUser } from "../auth/auth.service";
import { storeUpload } from "../files/files.service";
import type { FileStorage } from "../files/files.storage";
import { letterViewOf, signerOf } from "../surat/pdf/surat-view";
import { findPersonByNip, type MailRow, setMailSigned } from "../surat/surat.repository";
import { type CertificateHolder, type InstanceCa, issueUserKey } from "./certificates";
import {
  fileSha,
  findSigningKey,
  insertEsignLog,
  insertSignedDocument,
  listEsignLog,
  listSpecimens,
  saveLockState,
  upsertSigningKey,
} from "./esign.repository";
import { afterFailure, afterSuccess, isLocked, jamWib } from "./esign.rules";
import type { SignatureProvider, UnlockedSigner } from "./signature-provider";
import { verifyPath } from "./verify-path";

export async function esignStatus(db: DbOrTx, userId: number): Promise<EsignStatus> {
  const row = await findSigningKey(db, userId);
  return {
    has_key: Boolean(row),
    subject: row?.subject ?? null,
    serial: row?.serial ?? null,
    not_after: row?.notAfter.toISOString() ?? null,
    locked_until:
      row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
  };
}

/** Name, NIP, position and work unit a certificate is issued to. */
export async function certificateHolder(db: DbOrTx, pegNip: string): Promise<CertificateHolder> {
  const person = await findPersonByNip(db, pegNip);
  if (!person) throw notFound("Pegawai tidak ditemukan");
  return {
    nama: person.nama,
    nip: person.nip,
    jabatan: person.jabatan ?? "-",
    satuanKerja: person.satuanKerja,
  };
}

/** Gives `holder` a fresh key pair and certificate locked with `passphrase`. */
export async function issueSigningKey(
  db: DbOrTx,
  ca: InstanceCa,
  userId: number,
  holder: CertificateHolder,
  passphrase: string,
) {
  const issued = issueUserKey(ca, holder, passphrase);
  await upsertSigningKey(db, {
    userId,
    p12: issued.p12,
    certificatePem: issued.certificatePem,
    serial: issued.serial,
    subject: issued.subject,
    notAfter: issued.notAfter,
  });
}

/**
 * Sets or replaces the user's signing passphrase: a new key pair and certificate. The
 * account password proves it is the user; a forgotten passphrase is replaced, never read.
 */
export async function setPassphrase(
  db: DbOrTx,
  ca: InstanceCa,
  auth: AuthUser,
  body: SetPassphraseRequest,
  ip: string | null,
): Promise<EsignStatus> {
  const [account] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!account || !(await verifyPassword(account.hash, body.password))) {
    throw validationFailed({ password: [ESIGN_MESSAGES.passwordWrong] });
  }
  await issueSigningKey(
    db,
    ca,
    auth.userId,
    await certificateHolder(db, auth.pegNip),
    body.passphrase,
  );
  await writeAudit(db, { userId: auth.userId, action: "signing_key_issued", ip });
  return esignStatus(db, auth.userId);
}

export const passphraseWrong = () =>
  new AppError(422, "VALIDATION_FAILED", ESIGN_MESSAGES.passphraseWrong, {
    passphrase: [ESIGN_MESSAGES.passphraseWrong],
  });

export type SigningAttempt = {
  auth: AuthUser;
  passphrase: string;
  ip: string | null;
  mailId: string | null;
};

/**
 * Checks the passphrase before a signing transaction starts: refuses while the user's
 * signing is locked (423), counts a wrong passphrase (the fifth in a row locks signing for
 * 15 minutes) and logs every refusal in the e-sign log. Nothing else changes.
 */
export async function unlockForSigning(
  db: DbOrTx,
  provider: SignatureProvider,
  attempt: SigningAttempt,
): Promise<UnlockedSigner> {
  const now = new Date();
  const { auth } = attempt;
  const refuse = async (reason: string, error: AppError) => {
    await insertEsignLog(db, {
      userId: auth.userId,
      satuanKerjaId: auth.satuanKerjaId,
      mailId: attempt.mailId,
      ip: attempt.ip,
      status: "failure",
      reason,
    });
    throw error;
  };
  const key = await findSigningKey(db, auth.userId);
  if (key && isLocked(key, now)) {
    const until = key.lockedUntil as Date;
    return refuse(
      "Dikunci",
      new AppError(423, "LOCKED", `${ESIGN_MESSAGES.locked} (sampai pukul ${jamWib(until)} WIB)`),
    );
  }
  const result = await provider.unlock(db, auth.userId, attempt.passphrase);
  if (!result.ok && result.reason === "no-key") {
    return refuse(
      ESIGN_MESSAGES.noKey,
      new AppError(422, "VALIDATION_FAILED", ESIGN_MESSAGES.noKey, {
        passphrase: [ESIGN_MESSAGES.noKey],
      }),
    );
  }
  if (!result.ok) {
    if (key) await saveLockState(db, auth.userId, afterFailure(key, now));
    return refuse(ESIGN_MESSAGES.passphraseWrong, passphraseWrong());
  }
  if (key && key.failedAttempts > 0) await saveLockState(db, auth.userId, afterSuccess());
  return result.signer;
}

export type SigningContext = {
  storage: FileStorage;
  /** Scheme and host the QR code points to, e.g. `https://surat.example.go.id`. */
  baseUrl: string;
  ip: string | null;
};

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
        jabatan: person.jabatan ?? "",
        draft: false,
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
  });
  await insertSignedDocument(db, {
    id,
    mailId: letter.id,
    fileId: stored._id,
    sha256: sha256(pdf),
    signerUserId: auth.userId,
    signerNama: person.nama,
    signerNip: person.nip,
    signerJabatan: person.jabatan ?? "",
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

/** Daftar Log: administrators see every work unit, the secretariat its own. */
export async function esignActivity(
  db: DbOrTx,
  auth: AuthUser,
  query: { page: number; per_page: number },
): Promise<{ items: EsignLogItem[]; meta: ReturnType<typeof pageMeta> }> {
  const satuanKerjaId = auth.userLevel === USER_LEVEL.admin ? null : auth.satuanKerjaId;
  const { rows, total } = await listEsignLog(db, {
    satuanKerjaId,
    limit: query.per_page,
    offset: offsetOf(query),
  });
  const items: EsignLogItem[] = rows.map((row) => ({
    id: row.id,
    user_log: row.nama ?? row.username,
    time: row.createdAt.toISOString(),
    ip: row.ip ?? "-",
    urlDoc: row.signedDocumentId ? verifyPath(row.signedDocumentId) : null,
    mail_id: row.mailId,
    status_log: {
      status: row.status,
      text: row.status === "success" ? "Berhasil" : `Gagal: ${row.reason ?? "-"}`,
    },
  }));
  return { items, meta: pageMeta(query, total, items.length) };
}
