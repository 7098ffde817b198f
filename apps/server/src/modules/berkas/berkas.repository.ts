import type { BerkasStatus } from "@lontar/contracts/berkas";
import type { KeteranganRetensi } from "@lontar/contracts/klasifikasi";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";

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
  /** Its own security class and its records' (each once): the strictest is the berkas's. */
  kelas: string[];
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
         b.jumlah_isi as jumlah,
         b.created_at::text,
         -- Its own class and its records', kept on the row (migration 0037).
         array(select b.klasifikasi_keamanan union select unnest(b.kelas_isi)) as kelas,
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
    /** Its own security class; Biasa when not given. */
    klasifikasiKeamanan?: string;
    createdBy: number | null;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into berkas (id, satuan_kerja_id, klasifikasi_id, tahun, nomor_berkas, judul,
                        kurun_waktu_mulai, catatan, klasifikasi_keamanan, created_by)
    select ${row.id}, ${row.satuanKerjaId}, ${row.klasifikasiId}, ${row.tahun},
           coalesce(max(nomor_berkas), 0) + 1,
           coalesce(${row.judul}::text, (select nama from klasifikasi where id = ${row.klasifikasiId})),
           ${row.kurunWaktuMulai}::date,
           ${row.catatan}, ${row.klasifikasiKeamanan ?? "Biasa"}, ${row.createdBy}
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

/** The berkas a letter sits in, as the letter's detail shows it. */
/** The berkas the letter is filed in (no row when it is in none). */
export const berkasOfLetterQuery = (mailId: string, today: string) => sql`${berkasSelect(today)}
  where b.id = (select berkas_id from berkas_isi where mail_id = ${mailId})`;
