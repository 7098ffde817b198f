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
import { type AppError, locked, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { offsetOf, pageMeta } from "../../lib/pagination";
import { verifyPassword } from "../../lib/password";
import type { FileStorage } from "../files/files.storage";
import { findPegawaiInfoByNip } from "../pegawai/pegawai-info.repository";
import { type CertificateHolder, type InstanceCa, issueUserKey } from "./certificates";
import {
  findSigningKey,
  insertEsignLog,
  listEsignLog,
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
  const person = await findPegawaiInfoByNip(db, pegNip);
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
  validationFailed({ passphrase: [ESIGN_MESSAGES.passphraseWrong] });

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
      locked(`${ESIGN_MESSAGES.locked} (sampai pukul ${jamWib(until)} WIB)`),
    );
  }
  const result = await provider.unlock(db, auth.userId, attempt.passphrase);
  if (!result.ok && result.reason === "no-key") {
    return refuse(ESIGN_MESSAGES.noKey, validationFailed({ passphrase: [ESIGN_MESSAGES.noKey] }));
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
    sebagai: row.sebagai ?? null,
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
