import type { BerkasStatus } from "@lontar/contracts/berkas";
import type { KeteranganRetensi } from "@lontar/contracts/klasifikasi";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../../lib/auth-user";
import { visibleLetterSql } from "../../lib/letter-visibility";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface BerkasRow {
  id: string;
  nomor_berkas: number;
  tahun: number;
  satuan_kerja_id: number;
  satuan_kerja: string;
  klasifikasi_id: number;
  klasifikasi_kode: string;
  klasifikasi_nama: string;
  judul: string;
  kurun_waktu_mulai: string;
  kurun_waktu_selesai: string | null;
  catatan: string;
  ditutup_pada: string | null;
  retensi_aktif: number | null;
  retensi_inaktif: number | null;
  keterangan_retensi: KeteranganRetensi | null;
  inaktif_pada: string | null;
  nasib_pada: string | null;
  status: BerkasStatus;
  jumlah: number;
  created_at: string;
  /** A Berita Acara waiting for its signature proposes it. */
  diusulkan: boolean;
}

export interface BerkasFilter {
  satuanKerjaId?: number;
  status?: BerkasStatus;
  klasifikasi?: string;
  year?: number;
  q?: string;
}

/**
 * A berkas with its retention dates and its status on `today` (a Jakarta day): the one place the
 * records' life cycle is decided. Retention runs from the closing: active for the
 * classification's active years, then inactive for its inactive years, then its fate is due.
 * An unscheduled classification keeps a closed berkas active (tertutup); `dinilai kembali` keeps
 * it inactive, to be appraised again. What a signed Berita Acara did (`nasib`) stands over all.
 */
export const berkasSelect = (today: string) => sql`
  select b.id, b.nomor_berkas, b.tahun, b.satuan_kerja_id, s.nama as satuan_kerja,
         k.id as klasifikasi_id, k.kode as klasifikasi_kode, k.nama as klasifikasi_nama,
         b.judul, b.kurun_waktu_mulai::text, b.kurun_waktu_selesai::text, b.catatan,
         b.ditutup_pada::text, k.retensi_aktif, k.retensi_inaktif, k.keterangan_retensi,
         r.inaktif_pada::text, r.nasib_pada::text,
         case
           when b.nasib is not null then b.nasib
           when b.ditutup_pada is null then 'aktif'
           when r.inaktif_pada is null or ${today}::date < r.inaktif_pada then 'tertutup'
           when r.nasib_pada is null or ${today}::date < r.nasib_pada then 'inaktif'
           when k.keterangan_retensi = 'musnah' then 'usul_musnah'
           when k.keterangan_retensi = 'permanen' then 'permanen'
           else 'inaktif'
         end as status,
         (select count(*) from berkas_isi i where i.berkas_id = b.id)::int as jumlah,
         b.created_at::text,
         exists (select 1 from berita_acara ba
                 where ba.id = b.berita_acara_id and ba.status = 'menunggu') as diusulkan
  from berkas b
  join klasifikasi k on k.id = b.klasifikasi_id
  join satuan_kerja s on s.id = b.satuan_kerja_id
  cross join lateral (
    select (b.ditutup_pada + make_interval(years => k.retensi_aktif))::date as inaktif_pada,
           (b.ditutup_pada + make_interval(years => k.retensi_aktif + k.retensi_inaktif))::date
             as nasib_pada
  ) r`;

const whereOf = (filter: BerkasFilter): SQL => {
  const parts: SQL[] = [sql`true`];
  if (filter.satuanKerjaId !== undefined)
    parts.push(sql`b.satuan_kerja_id = ${filter.satuanKerjaId}`);
  if (filter.klasifikasi)
    parts.push(sql`(k.kode = ${filter.klasifikasi} or k.kode like ${`${filter.klasifikasi}.%`})`);
  if (filter.year !== undefined) parts.push(sql`b.tahun = ${filter.year}`);
  if (filter.q)
    parts.push(
      sql`(b.judul ilike ${likePattern(filter.q)} or b.catatan ilike ${likePattern(filter.q)})`,
    );
  return sql.join(parts, sql` and `);
};

/** One page of berkas, newest number first, with the total. */
export async function pageBerkas(
  db: DbOrTx,
  filter: BerkasFilter,
  page: PageRequest,
  today: string,
): Promise<{ rows: BerkasRow[]; total: number }> {
  const status = filter.status ? sql`where status = ${filter.status}` : sql``;
  const rows = rowsOf<BerkasRow & { total: number }>(
    await db.execute(sql`
      select *, count(*) over()::int as total from (
        ${berkasSelect(today)} where ${whereOf(filter)}
      ) x ${status}
      order by tahun desc, nomor_berkas desc, satuan_kerja_id
      limit ${page.per_page} offset ${offsetOf(page)}`),
  );
  const total = rows[0]?.total ?? (page.page > 1 ? await countBerkas(db, filter, today) : 0);
  return { rows, total };
}

async function countBerkas(db: DbOrTx, filter: BerkasFilter, today: string) {
  const status = filter.status ? sql`where status = ${filter.status}` : sql``;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (${berkasSelect(today)} where ${whereOf(filter)}) x ${status}`,
    ),
  );
  return row?.n ?? 0;
}

/** The berkas of `ids` that exist, in the order asked. */
export async function berkasByIds(db: DbOrTx, ids: string[], today: string): Promise<BerkasRow[]> {
  const rows = rowsOf<BerkasRow>(
    await db.execute(
      sql`${berkasSelect(today)} where b.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

export async function findBerkas(
  db: DbOrTx,
  id: string,
  today: string,
): Promise<BerkasRow | undefined> {
  return rowsOf<BerkasRow>(await db.execute(sql`${berkasSelect(today)} where b.id = ${id}`))[0];
}

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
  /** The reader may open the letter (DOMAIN.md "Letters"); otherwise its subject is masked. */
  visible: boolean;
  no_dokumen: string | null;
  nama_arsip: string | null;
  tahun_arsip: number | null;
}

/** The records of a berkas in filing order, each with what the reader may see of it. */
export async function isiOf(db: DbOrTx, berkasId: string, auth: AuthUser): Promise<IsiRow[]> {
  return rowsOf<IsiRow>(
    await db.execute(sql`
      select i.id, i.urutan, i.mail_id, i.arsip_id, i.created_at::text,
             m.no_surat, m.perihal, m.kategori_surat,
             coalesce(m.tanggal_surat, m.tanggal_terima)::text as tanggal, m.sifat_pengamanan,
             coalesce(m.id is not null and ${visibleLetterSql(auth)}, false) as visible,
             a.no_dokumen, a.nama_arsip, a.tahun as tahun_arsip
      from berkas_isi i
      left join mail m on m.id = i.mail_id
      left join arsip a on a.id = i.arsip_id
      where i.berkas_id = ${berkasId}
      order by i.urutan`),
  );
}

/** Serialises numbering and auto-creation of a work unit's berkas until the transaction ends. */
export async function lockUnit(tx: DbOrTx, satuanKerjaId: number) {
  await tx.execute(sql`select id from satuan_kerja where id = ${satuanKerjaId} for no key update`);
}

/** Opens a berkas numbered next in its unit and year; without `judul`, the classification's name. */
export async function insertBerkas(
  tx: DbOrTx,
  row: {
    id: string;
    satuanKerjaId: number;
    klasifikasiId: number;
    tahun: number;
    judul: string | null;
    kurunWaktuMulai: string;
    catatan: string;
    createdBy: number | null;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into berkas (id, satuan_kerja_id, klasifikasi_id, tahun, nomor_berkas, judul,
                        kurun_waktu_mulai, catatan, created_by)
    select ${row.id}, ${row.satuanKerjaId}, ${row.klasifikasiId}, ${row.tahun},
           coalesce(max(nomor_berkas), 0) + 1,
           coalesce(${row.judul}::text, (select nama from klasifikasi where id = ${row.klasifikasiId})),
           ${row.kurunWaktuMulai}::date,
           ${row.catatan}, ${row.createdBy}
    from berkas where satuan_kerja_id = ${row.satuanKerjaId} and tahun = ${row.tahun}`);
}

/** The newest open berkas of a classification in a work unit and year. */
export async function openBerkasOf(
  db: DbOrTx,
  satuanKerjaId: number,
  klasifikasiId: number,
  tahun: number,
): Promise<string | undefined> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from berkas
      where satuan_kerja_id = ${satuanKerjaId} and klasifikasi_id = ${klasifikasiId}
        and tahun = ${tahun} and ditutup_pada is null
      order by nomor_berkas desc limit 1`),
  )[0]?.id;
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
 * day.
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

/** Closes a berkas: nothing is added any more, its kurun waktu is fixed, retention starts. */
export async function closeBerkasRow(
  tx: DbOrTx,
  id: string,
  values: { ditutupPada: string; kurunWaktuSelesai: string },
): Promise<void> {
  await tx.execute(sql`
    update berkas set ditutup_pada = ${values.ditutupPada}::date,
                      kurun_waktu_selesai = ${values.kurunWaktuSelesai}::date
    where id = ${id} and ditutup_pada is null`);
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

export async function arsipToFile(
  db: DbOrTx,
  arsipId: string,
): Promise<{ id: string; satuan_kerja_id: number; deleted: boolean } | undefined> {
  return rowsOf<{ id: string; satuan_kerja_id: number; deleted: boolean }>(
    await db.execute(sql`
      select id, satuan_kerja_id, deleted_at is not null as deleted from arsip where id = ${arsipId}`),
  )[0];
}

/** The berkas a letter sits in, as the letter's detail shows it. */
export async function berkasOfLetter(db: DbOrTx, mailId: string, today: string) {
  return rowsOf<BerkasRow>(
    await db.execute(sql`${berkasSelect(today)}
      where b.id = (select berkas_id from berkas_isi where mail_id = ${mailId})`),
  )[0];
}
