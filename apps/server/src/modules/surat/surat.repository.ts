import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  mail,
  mailAttachment,
  mailReviewer,
  pengaturan,
  signedDocument,
} from "../../db/schema/letters";
import { kopSurat, storedFile } from "../../db/schema/master";
import { jabatan, pegawai, satuanKerja } from "../../db/schema/org";

export const findMail = async (db: DbOrTx, id: string) =>
  (await db.select().from(mail).where(eq(mail.id, id)))[0] ?? null;

export type MailRow = NonNullable<Awaited<ReturnType<typeof findMail>>>;

export const reviewersOf = (db: DbOrTx, mailId: string) =>
  db
    .select()
    .from(mailReviewer)
    .where(eq(mailReviewer.mailId, mailId))
    .orderBy(asc(mailReviewer.urutan));

/** Name, NIP, rank and position of employees, for letters and certificates. */
export const peopleByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: pegawai.id,
          nama: pegawai.name,
          nip: pegawai.nip,
          pangkat: pegawai.pangkat,
          golongan: pegawai.golongan,
          jabatan: jabatan.name,
          satuanKerjaId: pegawai.satuanKerjaId,
          satuanKerja: satuanKerja.nama,
        })
        .from(pegawai)
        .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
        .innerJoin(satuanKerja, eq(satuanKerja.id, pegawai.satuanKerjaId))
        .where(inArray(pegawai.id, ids));

export type Person = Awaited<ReturnType<typeof peopleByIds>>[number];

export const findPersonByNip = async (db: DbOrTx, nip: string) => {
  const [row] = await db.select({ id: pegawai.id }).from(pegawai).where(eq(pegawai.nip, nip));
  if (!row) return null;
  return (await peopleByIds(db, [row.id]))[0] ?? null;
};

export const findSatuanKerja = async (db: DbOrTx, id: number) =>
  (await db.select().from(satuanKerja).where(eq(satuanKerja.id, id)))[0] ?? null;

/** The work unit's letterhead file and paper size. */
export const findLetterhead = async (db: DbOrTx, satuanKerjaId: number) =>
  (
    await db
      .select({
        ukuranKertas: kopSurat.ukuranKertas,
        sha256: storedFile.sha256,
        mime: storedFile.mime,
      })
      .from(kopSurat)
      .leftJoin(storedFile, eq(storedFile.id, kopSurat.fileId))
      .where(eq(kopSurat.satuanKerjaId, satuanKerjaId))
      .orderBy(desc(kopSurat.createdAt))
      .limit(1)
  )[0] ?? null;

export const settings = async (db: DbOrTx, keys: string[]) => {
  const rows = await db.select().from(pengaturan).where(inArray(pengaturan.kunci, keys));
  return new Map(rows.map((r) => [r.kunci, r.nilai]));
};

export const setMailSigned = (db: DbOrTx, mailId: string, signedDocumentId: string) =>
  db
    .update(mail)
    .set({ signedDocumentId, updatedAt: new Date() })
    .where(and(eq(mail.id, mailId)));

/**
 * Letters that carry the file: as an attachment, a softcopy original, the PDF signed on
 * approval or the one the signer signed elsewhere. Each of them is the letter itself, so it
 * follows the letter's readers (an administrator reading any file must not reach them).
 */
export async function lettersUsingFile(db: DbOrTx, fileId: string): Promise<string[]> {
  const [attached, own, signed] = await Promise.all([
    db
      .select({ id: mailAttachment.mailId })
      .from(mailAttachment)
      .where(eq(mailAttachment.fileId, fileId)),
    db
      .select({ id: mail.id })
      .from(mail)
      .where(or(eq(mail.originalFileId, fileId), eq(mail.externalSignedFileId, fileId))),
    db
      .select({ id: signedDocument.mailId })
      .from(signedDocument)
      .where(eq(signedDocument.fileId, fileId)),
  ]);
  return [...new Set([...attached, ...own, ...signed].flatMap((r) => (r.id ? [r.id] : [])))];
}

/** The first PDF among a letter's attachments. */
export async function firstPdfAttachment(db: DbOrTx, mailId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: storedFile.id })
    .from(mailAttachment)
    .innerJoin(storedFile, eq(storedFile.id, mailAttachment.fileId))
    .where(and(eq(mailAttachment.mailId, mailId), eq(storedFile.mime, "application/pdf")))
    .orderBy(asc(mailAttachment.urutan))
    .limit(1);
  return row?.id ?? null;
}
