import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { jabatan, pegawai } from "../../db/schema/org";
import type { ScheduleInfo } from "../../db/schema/surat";

/** The recap's owner: an active user's employee, name and position. */
export async function findOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      pegawaiId: pegawai.id,
      status: users.status,
      nama: pegawai.name,
      nip: pegawai.nip,
      jabatan: jabatan.name,
    })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(eq(users.id, userId));
  return row?.status === "aktif" ? row : null;
}

export type ScheduledLetter = {
  id: string;
  perihal: string;
  no_surat: string | null;
  info_jadwal: ScheduleInfo;
};

/**
 * Letters the user takes part in — author, reviewer, or recipient of any role — whose
 * schedule start, as stored text, lies in `[from, to)`; drafts and cancelled letters are
 * not appointments.
 */
export async function scheduledLetters(
  db: DbOrTx,
  f: { userId: number; pegawaiId: number; from: string; to: string },
) {
  const result = await db.execute(sql`
    select m.id, m.perihal, m.no_surat, m.info_jadwal
    from mail m
    where m.info_jadwal is not null
      and m.status_surat not in ('draft', 'batal')
      and m.info_jadwal ->> 'tanggal_mulai' >= ${f.from}
      and m.info_jadwal ->> 'tanggal_mulai' < ${f.to}
      and (m.created_by = ${f.userId}
        or exists (select 1 from mail_reviewer r where r.mail_id = m.id and r.pegawai_id = ${f.pegawaiId})
        or exists (select 1 from mail_recipient p where p.mail_id = m.id and p.pegawai_id = ${f.pegawaiId}))`);
  return (result as unknown as { rows: ScheduledLetter[] }).rows;
}
