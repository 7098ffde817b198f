import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { storedFile } from "../../db/schema/master";
import { pegawai } from "../../db/schema/org";
import { mail } from "../../db/schema/surat";
import {
  esignLog,
  signatureSpecimen,
  signedDocument,
  signingKey,
} from "../../db/schema/tanda-tangan";

export const findSigningKey = async (db: DbOrTx, userId: number) =>
  (await db.select().from(signingKey).where(eq(signingKey.userId, userId)))[0] ?? null;

export type SigningKeyRow = NonNullable<Awaited<ReturnType<typeof findSigningKey>>>;

export const upsertSigningKey = (db: DbOrTx, row: typeof signingKey.$inferInsert) =>
  db
    .insert(signingKey)
    .values(row)
    .onConflictDoUpdate({
      target: signingKey.userId,
      set: {
        p12: row.p12,
        certificatePem: row.certificatePem,
        serial: row.serial,
        subject: row.subject,
        notAfter: row.notAfter,
        failedAttempts: 0,
        lockedUntil: null,
        createdAt: new Date(),
      },
    });

export const saveLockState = (
  db: DbOrTx,
  userId: number,
  state: { failedAttempts: number; lockedUntil: Date | null },
) => db.update(signingKey).set(state).where(eq(signingKey.userId, userId));

export const insertEsignLog = (db: DbOrTx, row: typeof esignLog.$inferInsert) =>
  db.insert(esignLog).values(row);

export async function listEsignLog(
  db: DbOrTx,
  filter: { satuanKerjaId: number | null; limit: number; offset: number },
) {
  const where =
    filter.satuanKerjaId === null ? undefined : eq(esignLog.satuanKerjaId, filter.satuanKerjaId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: esignLog.id,
        createdAt: esignLog.createdAt,
        ip: esignLog.ip,
        status: esignLog.status,
        reason: esignLog.reason,
        mailId: esignLog.mailId,
        signedDocumentId: esignLog.signedDocumentId,
        username: users.username,
        nama: pegawai.name,
        /** As the signed document names the signer's position (a.n., u.b., Plt., Plh.). */
        sebagai: signedDocument.signerJabatan,
      })
      .from(esignLog)
      .innerJoin(users, eq(users.id, esignLog.userId))
      .leftJoin(pegawai, eq(pegawai.nip, users.pegNip))
      .leftJoin(signedDocument, eq(signedDocument.id, esignLog.signedDocumentId))
      .where(where)
      .orderBy(desc(esignLog.createdAt), desc(esignLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(esignLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export const listSpecimens = (db: DbOrTx, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: signatureSpecimen.id,
          userId: signatureSpecimen.userId,
          type: signatureSpecimen.type,
          createdAt: signatureSpecimen.createdAt,
          fileId: signatureSpecimen.fileId,
          sha256: storedFile.sha256,
        })
        .from(signatureSpecimen)
        .innerJoin(storedFile, eq(storedFile.id, signatureSpecimen.fileId))
        .where(inArray(signatureSpecimen.userId, userIds))
        .orderBy(desc(signatureSpecimen.createdAt));

export type SpecimenRow = Awaited<ReturnType<typeof listSpecimens>>[number];

export const findSpecimen = async (db: DbOrTx, id: string) =>
  (
    await db
      .select({
        id: signatureSpecimen.id,
        userId: signatureSpecimen.userId,
        type: signatureSpecimen.type,
        createdAt: signatureSpecimen.createdAt,
        fileId: signatureSpecimen.fileId,
        sha256: storedFile.sha256,
      })
      .from(signatureSpecimen)
      .innerJoin(storedFile, eq(storedFile.id, signatureSpecimen.fileId))
      .where(eq(signatureSpecimen.id, id))
  )[0] ?? null;

export const insertSpecimen = (db: DbOrTx, row: typeof signatureSpecimen.$inferInsert) =>
  db.insert(signatureSpecimen).values(row);

export const deleteSpecimen = (db: DbOrTx, id: string, userId: number) =>
  db
    .delete(signatureSpecimen)
    .where(and(eq(signatureSpecimen.id, id), eq(signatureSpecimen.userId, userId)));

export const insertSignedDocument = (db: DbOrTx, row: typeof signedDocument.$inferInsert) =>
  db.insert(signedDocument).values(row);

/** A joint letter's next signature: the signed document is now this file. */
export const setSignedDocumentFile = (
  db: DbOrTx,
  id: string,
  file: { fileId: string; sha256: string },
) => db.update(signedDocument).set(file).where(eq(signedDocument.id, id));

export const signedDocumentById = (db: DbOrTx, id: string) =>
  db.select().from(signedDocument).where(eq(signedDocument.id, id));

export const findSignedDocument = async (db: DbOrTx, id: string) =>
  (await signedDocumentById(db, id))[0] ?? null;

export type SignedDocumentRow = NonNullable<Awaited<ReturnType<typeof findSignedDocument>>>;

/** The signed document whose PDF has exactly these bytes. */
export const findSignedDocumentBySha = async (db: DbOrTx, sha256: string) =>
  (await db.select().from(signedDocument).where(eq(signedDocument.sha256, sha256)).limit(1))[0] ??
  null;

export const fileSha = async (db: DbOrTx, fileId: string) =>
  (
    await db.select({ sha256: storedFile.sha256 }).from(storedFile).where(eq(storedFile.id, fileId))
  )[0]?.sha256 ?? null;

/** A stored file's content hash and when it was stored (the validators of a cached copy). */
export const storedFileFacts = async (db: DbOrTx, fileId: string) =>
  (
    await db
      .select({ sha256: storedFile.sha256, storedAt: storedFile.createdAt })
      .from(storedFile)
      .where(eq(storedFile.id, fileId))
  )[0] ?? null;

/**
 * The security class (sifat pengamanan) of the letter a signed document belongs to: the
 * public verification page shows the subject only when the class allows it (`perihalPublik`).
 */
export const securityClassOf = async (db: DbOrTx, mailId: string) =>
  (await db.select({ sifat: mail.sifatPengamanan }).from(mail).where(eq(mail.id, mailId)))[0]
    ?.sifat ?? null;
