import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { AuthUser } from "../../lib/auth-user";
import { arsipTerbukaSql, kodeListText } from "../../lib/klasifikasi-keamanan-sql";
import { visibleLetterSql } from "../../lib/letter-visibility";

/** The records (isi) of berkas: which letter or archive item sits where, and what a reader sees. */

export interface IsiRow {
  id: string;
  urutan: number;
  mail_id: string | null;
  arsip_id: string | null;
  created_at: string;
  no_surat: string | null;
  perihal: string | null;
  kategori_surat: "internal" | "external" | null;
  tanggal: string | null;
  sifat_pengamanan: string | null;
  /** The reader may open it; otherwise its subject (or name) is masked. */
  visible: boolean;
  no_dokumen: string | null;
  nama_arsip: string | null;
  tahun_arsip: number | null;
}

/**
 * The records of a berkas in filing order, each with what the reader may see of it: a letter
 * they may open (DOMAIN.md "Letters") or an item of a class open to them whole; one they may not,
 * by its number only, when its class lists it so (`tercantumTersamar`), else not at all.
 */
export async function isiOf(db: DbOrTx, berkasId: string, auth: AuthUser): Promise<IsiRow[]> {
  return rowsOf<IsiRow>(
    await db.execute(sql`
      select * from (
        select i.id, i.urutan, i.mail_id, i.arsip_id, i.created_at::text,
               m.no_surat, m.perihal, m.kategori_surat,
               coalesce(m.tanggal_surat, m.tanggal_terima)::text as tanggal,
               coalesce(m.sifat_pengamanan, a.klasifikasi_keamanan) as sifat_pengamanan,
               case when m.id is not null then coalesce(${visibleLetterSql(auth)}, false)
                    else coalesce(${arsipTerbukaSql(auth.userId)}, false) end as visible,
               a.no_dokumen, a.nama_arsip, a.tahun as tahun_arsip
        from berkas_isi i
        left join mail m on m.id = i.mail_id
        left join arsip a on a.id = i.arsip_id
        where i.berkas_id = ${berkasId}
      ) x
      where visible or sifat_pengamanan in ${sql.raw(kodeListText("tercantumTersamar"))}
      order by urutan`),
  );
}

export interface Placement {
  id: string;
  berkas_id: string;
  ditutup: boolean;
}

/** Where a letter or an archive item is filed now, if anywhere. */
export async function placementOf(
  db: DbOrTx,
  record: { mailId: string } | { arsipId: string },
): Promise<Placement | undefined> {
  const where =
    "mailId" in record ? sql`i.mail_id = ${record.mailId}` : sql`i.arsip_id = ${record.arsipId}`;
  return rowsOf<Placement>(
    await db.execute(sql`
      select i.id, i.berkas_id, b.ditutup_pada is not null as ditutup
      from berkas_isi i join berkas b on b.id = i.berkas_id where ${where}`),
  )[0];
}

/**
 * Files a record as the last of a berkas, stretching the berkas's kurun waktu to the record's
 * day. The berkas's row is locked first: two filings into one berkas at once would otherwise
 * read the same last number and give their records the same place.
 */
export async function insertIsi(
  tx: DbOrTx,
  row: {
    id: string;
    berkasId: string;
    mailId: string | null;
    arsipId: string | null;
    day: string | null;
    createdBy: number | null;
  },
): Promise<void> {
  await tx.execute(sql`select 1 from berkas where id = ${row.berkasId} for update`);
  await tx.execute(sql`
    insert into berkas_isi (id, berkas_id, mail_id, arsip_id, urutan, created_by)
    select ${row.id}, ${row.berkasId}, ${row.mailId}, ${row.arsipId},
           coalesce(max(urutan), 0) + 1, ${row.createdBy}
    from berkas_isi where berkas_id = ${row.berkasId}`);
  if (row.day)
    await tx.execute(sql`
      update berkas set kurun_waktu_selesai = greatest(kurun_waktu_selesai, ${row.day}::date)
      where id = ${row.berkasId}`);
}

export async function deleteIsi(tx: DbOrTx, isiId: string): Promise<void> {
  await tx.execute(sql`delete from berkas_isi where id = ${isiId}`);
}

export async function findIsi(
  db: DbOrTx,
  berkasId: string,
  isiId: string,
): Promise<{ id: string } | undefined> {
  return rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from berkas_isi where id = ${isiId} and berkas_id = ${berkasId}`,
    ),
  )[0];
}

/** What filing needs to know of a letter. */
export interface LetterToFile {
  id: string;
  satuan_kerja_id: number;
  klasifikasi_id: number | null;
  kategori_surat: "internal" | "external";
  status_surat: string;
  day: string | null;
  visible: boolean;
}

export async function letterToFile(
  db: DbOrTx,
  mailId: string,
  auth: AuthUser | null,
): Promise<LetterToFile | undefined> {
  const visible = auth ? visibleLetterSql(auth) : sql`true`;
  return rowsOf<LetterToFile>(
    await db.execute(sql`
      select m.id, m.satuan_kerja_id, m.klasifikasi_id, m.kategori_surat, m.status_surat,
             coalesce(m.tanggal_surat, m.tanggal_terima, (m.created_at at time zone 'Asia/Jakarta')::date)::text as day,
             ${visible} as visible
      from mail m where m.id = ${mailId}`),
  )[0];
}

/** What filing needs to know of an archive item; `visible` as `isiOf` decides it. */
export async function arsipToFile(
  db: DbOrTx,
  arsipId: string,
  auth: AuthUser,
): Promise<
  { id: string; satuan_kerja_id: number; deleted: boolean; visible: boolean } | undefined
> {
  return rowsOf<{ id: string; satuan_kerja_id: number; deleted: boolean; visible: boolean }>(
    await db.execute(sql`
      select a.id, a.satuan_kerja_id, a.deleted_at is not null as deleted,
             ${arsipTerbukaSql(auth.userId)} as visible
      from arsip a where a.id = ${arsipId}`),
  )[0];
}
