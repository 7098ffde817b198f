import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { mailParaf } from "../../db/schema/surat";

export type ParafInput = {
  mailId: string;
  noteId: number;
  urutan: number;
  pegawaiId: number;
  action: "lanjutkan" | "setuju";
};

/**
 * Records a reviewer's paraf with the note of their LANJUTKAN or SETUJU, in the caller's
 * transaction: name and position are copied as the reviewer holds them now, in the statement.
 */
export const insertParaf = (tx: DbOrTx, p: ParafInput) =>
  tx.execute(sql`
    insert into mail_paraf (mail_id, note_id, urutan, pegawai_id, action, nama, jabatan)
    select ${p.mailId}, ${p.noteId}, ${p.urutan}, pg.id, ${p.action}, pg.name, j.name
    from pegawai pg left join jabatan j on j.id = pg.jabatan_id
    where pg.id = ${p.pegawaiId}`);

/** Every paraf of a letter, oldest first. */
export const parafOf = (db: DbOrTx, mailId: string) =>
  db
    .select({
      id: mailParaf.id,
      noteId: mailParaf.noteId,
      urutan: mailParaf.urutan,
      pegawaiId: mailParaf.pegawaiId,
      action: mailParaf.action,
      nama: mailParaf.nama,
      jabatan: mailParaf.jabatan,
      createdAt: mailParaf.createdAt,
    })
    .from(mailParaf)
    .where(eq(mailParaf.mailId, mailId))
    .orderBy(asc(mailParaf.createdAt), asc(mailParaf.id));

export type ParafRow = Awaited<ReturnType<typeof parafOf>>[number];
