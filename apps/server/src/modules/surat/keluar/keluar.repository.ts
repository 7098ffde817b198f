import { and, asc, count, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { kegiatan } from "../../../db/schema/master";
import { jabatan, pegawai, satuanKerja } from "../../../db/schema/org";
import { mail, mailHidden, mailNote, mailReference } from "../../../db/schema/surat";
import { mailRecipient } from "../../../db/schema/surat-penerima";
import { mailReviewer } from "../../../db/schema/surat-reviewer";
import { sifatAllowsSql } from "../../../lib/klasifikasi-keamanan-sql";
import { likePattern, offsetOf } from "../../../lib/pagination";

export const findKegiatan = async (db: DbOrTx, satuanKerjaId: number, kode: string) =>
  (
    await db
      .select()
      .from(kegiatan)
      .where(and(eq(kegiatan.satuanKerjaId, satuanKerjaId), eq(kegiatan.kode, kode)))
  )[0] ?? null;

/** The signer as the letter records them at signing: name, position and work unit now. */
export const signerSnapshot = async (db: DbOrTx, pegawaiId: number) => {
  const row = (
    await db
      .select({ nama: pegawai.name, jabatan: jabatan.name, satuanKerja: satuanKerja.nama })
      .from(pegawai)
      .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
      .leftJoin(satuanKerja, eq(satuanKerja.id, pegawai.satuanKerjaId))
      .where(eq(pegawai.id, pegawaiId))
  )[0];
  return {
    signerPegawaiId: pegawaiId,
    signerNama: row?.nama ?? null,
    signerJabatan: row?.jabatan ?? null,
    signerSatuanKerja: row?.satuanKerja ?? null,
  };
};

export const kegiatanById = (db: DbOrTx, id: number) =>
  db.select().from(kegiatan).where(eq(kegiatan.id, id));

export const replaceReviewers = async (db: DbOrTx, mailId: string, pegawaiIds: number[]) => {
  await db.delete(mailReviewer).where(eq(mailReviewer.mailId, mailId));
  if (pegawaiIds.length)
    await db
      .insert(mailReviewer)
      .values(pegawaiIds.map((pegawaiId, i) => ({ mailId, urutan: i + 1, pegawaiId })));
};

export const replaceReferences = async (db: DbOrTx, mailId: string, refIds: string[]) => {
  await db.delete(mailReference).where(eq(mailReference.mailId, mailId));
  const unique = [...new Set(refIds)].filter((id) => id !== mailId);
  if (unique.length)
    await db.insert(mailReference).values(unique.map((refMailId) => ({ mailId, refMailId })));
};

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

/** Writes one note of Riwayat Catatan; its id ties a paraf to it. */
export const insertNote = async (db: DbOrTx, row: typeof mailNote.$inferInsert) => {
  const [note] = await db.insert(mailNote).values(row).returning({ id: mailNote.id });
  if (!note) throw new Error("mail_note insert returned no row");
  return note;
};

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

/** An author (user) with their employee's name and position. */
export const authorOf = (db: DbOrTx, userId: number) =>
  db
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
    .where(eq(users.id, userId));

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
        ? and(
            eq(mail.satuanKerjaId, f.secretariatOf),
            sifatAllowsSql(mail.sifatPengamanan, "sekretariatUnit"),
          )
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

/** The reviewer at `urutan` has acted on the letter (their turn is over). */
export const markReviewerActed = (tx: DbOrTx, mailId: string, urutan: number) =>
  tx
    .update(mailReviewer)
    .set({ actedAt: new Date() })
    .where(and(eq(mailReviewer.mailId, mailId), eq(mailReviewer.urutan, urutan)));

/** The reviewer at `urutan` has not read the letter (it has just come to them). */
export const markReviewerUnread = (tx: DbOrTx, mailId: string, urutan: number) =>
  tx
    .update(mailReviewer)
    .set({ readAt: null })
    .where(and(eq(mailReviewer.mailId, mailId), eq(mailReviewer.urutan, urutan)));

/** A chain sent (again) starts unread and not acted on by every reviewer. */
export const resetReviewers = (tx: DbOrTx, mailId: string) =>
  tx
    .update(mailReviewer)
    .set({ readAt: null, actedAt: null })
    .where(eq(mailReviewer.mailId, mailId));
