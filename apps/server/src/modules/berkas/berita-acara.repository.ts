import type { BeritaAcaraJenis, BeritaAcaraStatus } from "@lontar/contracts/berita-acara";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { offsetOf, type PageRequest } from "../../lib/pagination";

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface BeritaAcaraRow {
  id: string;
  satuan_kerja_id: number;
  satuan_kerja: string;
  jenis: BeritaAcaraJenis;
  status: BeritaAcaraStatus;
  ke_unit_id: number | null;
  ke_unit: string | null;
  penandatangan_pegawai_id: number;
  penandatangan_nama: string;
  penandatangan_nip: string | null;
  penandatangan_jabatan: string | null;
  berkas_ids: string[];
  konfirmasi_rahasia: boolean;
  nomor: string | null;
  signed_document_id: string | null;
  created_at: string;
  signed_at: string | null;
}

const select = sql`
  select ba.id, ba.satuan_kerja_id, s.nama as satuan_kerja, ba.jenis, ba.status,
         ba.ke_unit_id, ku.nama as ke_unit, ba.penandatangan_pegawai_id,
         p.name as penandatangan_nama, p.nip as penandatangan_nip,
         j.name as penandatangan_jabatan, ba.berkas_ids, ba.konfirmasi_rahasia, ba.nomor,
         ba.signed_document_id, ba.created_at::text, ba.signed_at::text
  from berita_acara ba
  join satuan_kerja s on s.id = ba.satuan_kerja_id
  left join satuan_kerja ku on ku.id = ba.ke_unit_id
  join pegawai p on p.id = ba.penandatangan_pegawai_id
  left join jabatan j on j.id = p.jabatan_id`;

export async function findBeritaAcara(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<BeritaAcaraRow | undefined> {
  if (lock) await db.execute(sql`select id from berita_acara where id = ${id} for update`);
  return rowsOf<BeritaAcaraRow>(await db.execute(sql`${select} where ba.id = ${id}`))[0];
}

/** Who sees which Berita Acara: the unit's archivists (or every unit) and their signer. */
export type BeritaAcaraReach =
  | { all: true }
  | { satuanKerjaId: number | null; pegawaiId: number; all?: false };

const reachSql = (reach: BeritaAcaraReach): SQL =>
  reach.all
    ? sql`true`
    : reach.satuanKerjaId === null
      ? sql`ba.penandatangan_pegawai_id = ${reach.pegawaiId}`
      : sql`(ba.satuan_kerja_id = ${reach.satuanKerjaId}
             or ba.penandatangan_pegawai_id = ${reach.pegawaiId})`;

export async function pageBeritaAcara(
  db: DbOrTx,
  reach: BeritaAcaraReach,
  filter: { jenis?: BeritaAcaraJenis; status?: BeritaAcaraStatus },
  page: PageRequest,
): Promise<{ rows: BeritaAcaraRow[]; total: number }> {
  const where = sql.join(
    [
      reachSql(reach),
      filter.jenis ? sql`ba.jenis = ${filter.jenis}` : sql`true`,
      filter.status ? sql`ba.status = ${filter.status}` : sql`true`,
    ],
    sql` and `,
  );
  const rows = rowsOf<BeritaAcaraRow>(
    await db.execute(sql`${select} where ${where}
      order by ba.created_at desc limit ${page.per_page} offset ${offsetOf(page)}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from berita_acara ba where ${where}`),
  );
  return { rows, total: count?.n ?? 0 };
}

/** The employee holding the work unit's head position (the root of its position tree). */
export async function headOf(db: DbOrTx, satuanKerjaId: number): Promise<number | undefined> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      select p.id from pegawai p join jabatan j on j.id = p.jabatan_id
      where j.satuan_kerja_id = ${satuanKerjaId} and j.parent_id is null
      order by j.id, p.id limit 1`),
  )[0]?.id;
}

export async function insertBeritaAcara(
  tx: DbOrTx,
  row: {
    id: string;
    satuanKerjaId: number;
    jenis: BeritaAcaraJenis;
    keUnitId: number | null;
    penandatanganPegawaiId: number;
    berkasIds: string[];
    konfirmasiRahasia: boolean;
    createdBy: number;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into berita_acara (id, satuan_kerja_id, jenis, ke_unit_id, penandatangan_pegawai_id,
                              berkas_ids, konfirmasi_rahasia, created_by)
    values (${row.id}, ${row.satuanKerjaId}, ${row.jenis}, ${row.keUnitId},
            ${row.penandatanganPegawaiId},
            array[${idList(row.berkasIds)}]::uuid[], ${row.konfirmasiRahasia}, ${row.createdBy})`);
}

/**
 * Marks the berkas as proposed by a Berita Acara; answers how many were free to take (a berkas
 * another waiting Berita Acara proposes is not taken).
 */
export async function proposeBerkas(tx: DbOrTx, ids: string[], beritaAcaraId: string) {
  const taken = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update berkas b set berita_acara_id = ${beritaAcaraId}
      where b.id in (${idList(ids)})
        and not exists (select 1 from berita_acara ba
                        where ba.id = b.berita_acara_id and ba.status = 'menunggu')
      returning b.id`),
  );
  return taken.length;
}

/** Sets the running number (per unit, kind and year) and the written number of a Berita Acara. */
export async function numberBeritaAcara(
  tx: DbOrTx,
  id: string,
  tahun: number,
  written: (urut: number) => string,
): Promise<string> {
  const [next] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select coalesce(max(ba.nomor_urut), 0)::int + 1 as n from berita_acara ba
      join berita_acara me on me.id = ${id}
      where ba.satuan_kerja_id = me.satuan_kerja_id and ba.jenis = me.jenis
        and ba.tahun = ${tahun}`),
  );
  const urut = next?.n ?? 1;
  const nomor = written(urut);
  await tx.execute(sql`
    update berita_acara set tahun = ${tahun}, nomor_urut = ${urut}, nomor = ${nomor}
    where id = ${id}`);
  return nomor;
}

/** The act is done: signed, and every berkas it lists has its fate. */
export async function completeBeritaAcara(
  tx: DbOrTx,
  row: { id: string; berkasIds: string[]; nasib: string; signedDocumentId: string; at: Date },
): Promise<void> {
  await tx.execute(sql`
    update berita_acara set status = 'ditandatangani', signed_document_id = ${row.signedDocumentId},
                            signed_at = ${row.at.toISOString()}
    where id = ${row.id}`);
  await tx.execute(sql`
    update berkas set nasib = ${row.nasib} where id in (${idList(row.berkasIds)})`);
}

export async function cancelBeritaAcara(tx: DbOrTx, id: string): Promise<void> {
  await tx.execute(sql`update berita_acara set status = 'dibatalkan' where id = ${id}`);
  await tx.execute(sql`update berkas set berita_acara_id = null where berita_acara_id = ${id}`);
}

/** The stored file (content hash) of a signed document. */
export async function signedFileOf(db: DbOrTx, signedDocumentId: string) {
  return rowsOf<{ sha256: string; file_name: string }>(
    await db.execute(sql`
      select f.sha256, f.file_name from signed_document d join stored_file f on f.id = d.file_id
      where d.id = ${signedDocumentId}`),
  )[0];
}
