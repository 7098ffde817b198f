import { and, asc, count, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import {
  mail,
  mailAttachment,
  mailHidden,
  mailNote,
  mailRecipient,
  mailReference,
  mailReviewer,
  nomorCounter,
} from "../../../db/schema/letters";
import { kegiatan, klasifikasi, storedFile } from "../../../db/schema/master";
import { jabatan, pegawai, satuanKerja } from "../../../db/schema/org";
import { likePattern, offsetOf } from "../../../lib/pagination";

export const findKlasifikasiByKode = async (db: DbOrTx, kode: string) =>
  (await db.select().from(klasifikasi).where(eq(klasifikasi.kode, kode)))[0] ?? null;

export const findKlasifikasiById = async (db: DbOrTx, id: number) =>
  (await db.select().from(klasifikasi).where(eq(klasifikasi.id, id)))[0] ?? null;

export const findKegiatan = async (db: DbOrTx, satuanKerjaId: number, kode: string) =>
  (
    await db
      .select()
      .from(kegiatan)
      .where(and(eq(kegiatan.satuanKerjaId, satuanKerjaId), eq(kegiatan.kode, kode)))
  )[0] ?? null;

export const findKegiatanById = async (db: DbOrTx, id: number) =>
  (await db.select().from(kegiatan).where(eq(kegiatan.id, id)))[0] ?? null;

export const replaceReviewers = async (db: DbOrTx, mailId: string, pegawaiIds: number[]) => {
  await db.delete(mailReviewer).where(eq(mailReviewer.mailId, mailId));
  if (pegawaiIds.length)
    await db
      .insert(mailReviewer)
      .values(pegawaiIds.map((pegawaiId, i) => ({ mailId, urutan: i + 1, pegawaiId })));
};

export const replaceAttachments = async (db: DbOrTx, mailId: string, fileIds: string[]) => {
  await db.delete(mailAttachment).where(eq(mailAttachment.mailId, mailId));
  const unique = [...new Set(fileIds)];
  if (unique.length)
    await db
      .insert(mailAttachment)
      .values(unique.map((fileId, i) => ({ mailId, fileId, urutan: i + 1 })));
};

export const replaceReferences = async (db: DbOrTx, mailId: string, refIds: string[]) => {
  await db.delete(mailReference).where(eq(mailReference.mailId, mailId));
  const unique = [...new Set(refIds)].filter((id) => id !== mailId);
  if (unique.length)
    await db.insert(mailReference).values(unique.map((refMailId) => ({ mailId, refMailId })));
};

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

export const referencesOf = (db: DbOrTx, mailId: string) =>
  db
    .select({ id: mail.id, noSurat: mail.noSurat, perihal: mail.perihal })
    .from(mailReference)
    .innerJoin(mail, eq(mail.id, mailReference.refMailId))
    .where(eq(mailReference.mailId, mailId));

export const notesOf = (db: DbOrTx, mailId: string) =>
  db
    .select({
      id: mailNote.id,
      action: mailNote.action,
      keterangan: mailNote.keterangan,
      createdAt: mailNote.createdAt,
      nama: pegawai.name,
      jabatan: jabatan.name,
      photoUrl: pegawai.photoUrl,
      username: users.username,
    })
    .from(mailNote)
    .innerJoin(users, eq(users.id, mailNote.userId))
    .leftJoin(pegawai, eq(pegawai.id, mailNote.pegawaiId))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(eq(mailNote.mailId, mailId))
    .orderBy(asc(mailNote.createdAt), asc(mailNote.id));

export const insertNote = (db: DbOrTx, row: typeof mailNote.$inferInsert) =>
  db.insert(mailNote).values(row);

/** Files the user uploaded that may be attached (any other id is refused). */
export const ownFiles = async (db: DbOrTx, userId: number, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: storedFile.id, mime: storedFile.mime })
        .from(storedFile)
        .where(and(inArray(storedFile.id, ids), eq(storedFile.createdBy, userId)));

/** Whether the running number is taken in the work unit and year (by another letter). */
export async function numberTaken(
  db: DbOrTx,
  satuanKerjaId: number,
  tahun: number,
  nomor: number,
  exceptMailId?: string,
) {
  const rows = await db
    .select({ id: mail.id })
    .from(mail)
    .where(
      and(
        eq(mail.satuanKerjaId, satuanKerjaId),
        eq(mail.tahun, tahun),
        eq(mail.nomorUrut, nomor),
        exceptMailId ? sql`${mail.id} <> ${exceptMailId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The next running number of the work unit and year: the counter row is incremented under
 * its row lock, so concurrent approvals queue on it and never get the same number.
 */
export async function nextCounter(db: DbOrTx, satuanKerjaId: number, tahun: number) {
  const [row] = await db
    .insert(nomorCounter)
    .values({ satuanKerjaId, tahun, last: 1 })
    .onConflictDoUpdate({
      target: [nomorCounter.satuanKerjaId, nomorCounter.tahun],
      set: { last: sql`${nomorCounter.last} + 1` },
    })
    .returning({ last: nomorCounter.last });
  if (!row) throw new Error("nomor counter missing");
  return row.last;
}

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

/** Recipient rows of one letter, each with the letter's category (the inbox tab it is in). */
export const insertRecipients = (
  db: DbOrTx,
  kategoriSurat: (typeof mail.$inferSelect)["kategoriSurat"],
  rows: Omit<typeof mailRecipient.$inferInsert, "kategoriSurat">[],
) =>
  rows.length
    ? db.insert(mailRecipient).values(rows.map((r) => ({ ...r, kategoriSurat })))
    : Promise.resolve();

export const recipientRowsOf = (db: DbOrTx, mailId: string) =>
  db
    .select({
      pegawaiId: mailRecipient.pegawaiId,
      role: mailRecipient.role,
      receivedAt: mailRecipient.receivedAt,
      readAt: mailRecipient.readAt,
      disposedAt: mailRecipient.disposedAt,
      nama: pegawai.name,
    })
    .from(mailRecipient)
    .innerJoin(pegawai, eq(pegawai.id, mailRecipient.pegawaiId))
    .where(eq(mailRecipient.mailId, mailId))
    .orderBy(asc(mailRecipient.id));

export const hideMail = (db: DbOrTx, mailId: string, userId: number) =>
  db.insert(mailHidden).values({ mailId, userId }).onConflictDoNothing();

/** Names and positions of employees, and the author employee of users. */
export const namesOf = async (db: DbOrTx, pegawaiIds: number[]) =>
  pegawaiIds.length === 0
    ? new Map<number, { nama: string; jabatan: string | null }>()
    : new Map(
        (
          await db
            .select({ id: pegawai.id, nama: pegawai.name, jabatan: jabatan.name })
            .from(pegawai)
            .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
            .where(inArray(pegawai.id, [...new Set(pegawaiIds)]))
        ).map((r) => [r.id, { nama: r.nama, jabatan: r.jabatan }]),
      );

export const authorsOf = async (db: DbOrTx, userIds: number[]) =>
  userIds.length === 0
    ? new Map<number, { nama: string; jabatan: string | null; username: string; nip: string }>()
    : new Map(
        (
          await db
            .select({
              id: users.id,
              username: users.username,
              nip: users.pegNip,
              nama: pegawai.name,
              jabatan: jabatan.name,
            })
            .from(users)
            .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
            .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
            .where(inArray(users.id, [...new Set(userIds)]))
        ).map((r) => [r.id, r]),
      );

/** Letters a user may cite as references: theirs, reviewed, received, or kept by the secretariat. */
export async function listReferences(
  db: DbOrTx,
  f: {
    userId: number;
    pegawaiId: number;
    secretariatOf: number | null;
    exceptId: string;
    from: string;
    q?: string;
    page: number;
    perPage: number;
  },
) {
  const pattern = f.q ? likePattern(f.q) : undefined;
  const where = and(
    sql`${mail.id} <> ${f.exceptId}`,
    gte(mail.createdAt, sql`${f.from}::date`),
    sql`${mail.statusSurat} <> 'draft'`,
    or(
      eq(mail.createdBy, f.userId),
      sql`exists (select 1 from ${mailReviewer} r where r.mail_id = ${mail.id} and r.pegawai_id = ${f.pegawaiId})`,
      sql`exists (select 1 from ${mailRecipient} p where p.mail_id = ${mail.id} and p.pegawai_id = ${f.pegawaiId})`,
      f.secretariatOf !== null
        ? and(eq(mail.satuanKerjaId, f.secretariatOf), sql`${mail.sifatPengamanan} <> 'Rahasia'`)
        : undefined,
    ),
    pattern
      ? or(sql`${mail.perihal} ilike ${pattern}`, sql`${mail.noSurat} ilike ${pattern}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mail.id,
        noSurat: mail.noSurat,
        perihal: mail.perihal,
        createdAt: mail.createdAt,
      })
      .from(mail)
      .where(where)
      .orderBy(desc(mail.createdAt))
      .limit(f.perPage)
      .offset(offsetOf({ page: f.page, per_page: f.perPage })),
    db.select({ n: count() }).from(mail).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
