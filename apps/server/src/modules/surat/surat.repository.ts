import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jenisNaskah, klasifikasi, kopSurat, storedFile } from "../../db/schema/master";
import { satuanKerja } from "../../db/schema/org";
import { outboxEmail } from "../../db/schema/outbox";
import { pengaturan } from "../../db/schema/pengaturan";
import { agendaCounter } from "../../db/schema/penomoran";
import { mail, mailAttachment } from "../../db/schema/surat";
import { mailDisposition, mailRecipient } from "../../db/schema/surat-penerima";
import { mailReviewer } from "../../db/schema/surat-reviewer";
import { signedDocument } from "../../db/schema/tanda-tangan";
import { newId } from "../../lib/ids";

export const findMail = async (db: DbOrTx, id: string) =>
  (await db.select().from(mail).where(eq(mail.id, id)))[0] ?? null;

export type MailRow = NonNullable<Awaited<ReturnType<typeof findMail>>>;

export const reviewersOf = (db: DbOrTx, mailId: string) =>
  db
    .select()
    .from(mailReviewer)
    .where(eq(mailReviewer.mailId, mailId))
    .orderBy(asc(mailReviewer.urutan));

export const findSatuanKerja = async (db: DbOrTx, id: number) =>
  (await db.select().from(satuanKerja).where(eq(satuanKerja.id, id)))[0] ?? null;

/** A letter type's code (`surat-undangan`, `nota-dinas`, …); `null` for a letter without one. */
export const jenisNaskahKode = async (db: DbOrTx, id: number | null) =>
  id === null
    ? null
    : ((
        await db.select({ kode: jenisNaskah.kode }).from(jenisNaskah).where(eq(jenisNaskah.id, id))
      )[0]?.kode ?? null);

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
  // One statement: `db` may be a transaction, one connection that takes one at a time.
  const rows = await db
    .select({ id: signedDocument.mailId })
    .from(signedDocument)
    .where(eq(signedDocument.fileId, fileId))
    .unionAll(
      db
        .select({ id: mailAttachment.mailId })
        .from(mailAttachment)
        .where(eq(mailAttachment.fileId, fileId)),
    )
    .unionAll(
      db
        .select({ id: mail.id })
        .from(mail)
        .where(or(eq(mail.originalFileId, fileId), eq(mail.externalSignedFileId, fileId))),
    );
  return [...new Set(rows.flatMap((r) => (r.id ? [r.id] : [])))];
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

export const findKlasifikasiByKode = async (db: DbOrTx, kode: string) =>
  (await db.select().from(klasifikasi).where(eq(klasifikasi.kode, kode)))[0] ?? null;

export const klasifikasiById = (db: DbOrTx, id: number) =>
  db.select().from(klasifikasi).where(eq(klasifikasi.id, id));

export const findKlasifikasiById = async (db: DbOrTx, id: number) =>
  (await klasifikasiById(db, id))[0] ?? null;

export const attachmentsOf = (db: DbOrTx, mailId: string) =>
  db
    .select({
      id: storedFile.id,
      fileName: storedFile.fileName,
      size: storedFile.size,
      createdBy: storedFile.createdBy,
    })
    .from(mailAttachment)
    .innerJoin(storedFile, eq(storedFile.id, mailAttachment.fileId))
    .where(eq(mailAttachment.mailId, mailId))
    .orderBy(asc(mailAttachment.urutan));

export const replaceAttachments = async (db: DbOrTx, mailId: string, fileIds: string[]) => {
  await db.delete(mailAttachment).where(eq(mailAttachment.mailId, mailId));
  const unique = [...new Set(fileIds)];
  if (unique.length)
    await db
      .insert(mailAttachment)
      .values(unique.map((fileId, i) => ({ mailId, fileId, urutan: i + 1 })));
};

/** Recipient rows of one letter, each with the letter's category (the inbox tab it is in). */
export const insertRecipients = (
  db: DbOrTx,
  kategoriSurat: (typeof mail.$inferSelect)["kategoriSurat"],
  rows: Omit<typeof mailRecipient.$inferInsert, "kategoriSurat">[],
) =>
  rows.length
    ? db.insert(mailRecipient).values(rows.map((r) => ({ ...r, kategoriSurat })))
    : Promise.resolve();

export const findSatuanKerjaCode = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      singkatan: satuanKerja.singkatan,
      kode: satuanKerja.kodeSkpd,
      nama: satuanKerja.nama,
    })
    .from(satuanKerja)
    .where(eq(satuanKerja.id, id));
  return row ? { code: row.singkatan || row.kode, nama: row.nama } : null;
};

/**
 * The next agenda number of incoming letters of the work unit and agenda year, under the
 * counter row's lock (created at 1 on first use), so concurrent registrations never share one.
 */
export async function nextAgenda(db: DbOrTx, satuanKerjaId: number, tahun: number) {
  const [row] = await db
    .insert(agendaCounter)
    .values({ satuanKerjaId, tahun, last: 1 })
    .onConflictDoUpdate({
      target: [agendaCounter.satuanKerjaId, agendaCounter.tahun],
      set: { last: sql`${agendaCounter.last} + 1` },
    })
    .returning({ last: agendaCounter.last });
  if (!row) throw new Error("counter missing");
  return row.last;
}

export const myRecipientRows = (db: DbOrTx, mailId: string, pegawaiId: number) =>
  db
    .select()
    .from(mailRecipient)
    .where(and(eq(mailRecipient.mailId, mailId), eq(mailRecipient.pegawaiId, pegawaiId)));

/** The employee's standing forward of the letter (Teruskan, not withdrawn), if any. */
export const forwardOf = (db: DbOrTx, mailId: string, pegawaiId: number) =>
  db
    .select({ id: mailDisposition.id })
    .from(mailDisposition)
    .where(
      and(
        eq(mailDisposition.mailId, mailId),
        eq(mailDisposition.fromPegawaiId, pegawaiId),
        eq(mailDisposition.isDisposisi, false),
        isNull(mailDisposition.withdrawnAt),
      ),
    )
    .limit(1);

export const hasForwarded = async (db: DbOrTx, mailId: string, pegawaiId: number) =>
  (await forwardOf(db, mailId, pegawaiId)).length > 0;

/** The letter's row, locked until the transaction ends: two actions on it queue here. */
export const lockLetter = async (tx: DbOrTx, id: string) =>
  (await tx.select().from(mail).where(eq(mail.id, id)).for("update"))[0];

/** Changes a letter's columns (and its `updatedAt`). */
export const updateLetter = (
  tx: DbOrTx,
  id: string,
  values: Partial<Omit<typeof mail.$inferInsert, "id">>,
) =>
  tx
    .update(mail)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mail.id, id));

/** A new letter's row. */
export const insertLetter = (tx: DbOrTx, values: typeof mail.$inferInsert) =>
  tx.insert(mail).values(values);

/** Deletes a letter with its rows (a draft its author throws away). */
export const deleteLetter = (tx: DbOrTx, id: string) => tx.delete(mail).where(eq(mail.id, id));

/** Queues e-mails to outside parties; the sender delivers them after the transaction. */
export const queueEmails = (tx: DbOrTx, rows: Omit<typeof outboxEmail.$inferInsert, "id">[]) =>
  rows.length ? tx.insert(outboxEmail).values(rows.map((r) => ({ id: newId(), ...r }))) : null;
