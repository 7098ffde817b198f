import type { BankFilter, BankKind } from "@lontar/contracts/bank";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../../lib/auth-user";
import { dayAfter, dayStart, jakartaDay, timestampRange } from "../../lib/jakarta-day";
import { likePattern } from "../../lib/pagination";
import { visibleLetterSql } from "../surat/surat.access";

/** Where a batch of an export continues: after the row with this sort key and id. */
export interface BankCursor {
  key: string;
  id: string;
}

/** A bank row as the database answers it (every date already text, whatever the driver). */
export interface BankRow {
  id: string;
  tanggal: string;
  created_at: string;
  tanggal_surat: string | null;
  no_surat: string | null;
  hal: string;
  dari: string | null;
  author_nama: string | null;
  author_jabatan: string | null;
  status_surat: string;
  jenis_surat: string | null;
  sifat_pengamanan: string;
  resi: string | null;
  nomor_agenda: number | null;
  satuan_kerja_nama: string;
  disposisi: string | null;
  dibaca: boolean;
  cursor_key: string;
}

/** The employee whose name a letter goes out in. */
const signerName = sql`(select sp.name from pegawai sp where sp.id = m.pengirim_pegawai_id)`;
/** The work unit that wrote the letter. */
const unitName = sql`(select su.nama from satuan_kerja su where su.id = m.satuan_kerja_id)`;

const withClause = (ctes: SQL[]) => (ctes.length ? sql`with ${sql.join(ctes, sql`, `)}` : sql``);

/**
 * One definition per bank of which letters it holds, its date and its order:
 * - keluar: the work unit's outgoing (internal) letters past draft, by created date;
 * - masuk-internal: internal letters delivered (a recipient row of any role) to somebody of
 *   the unit, by the first arrival in the unit;
 * - masuk: the external letters the unit registered, by received date, in agenda
 *   (registration) order.
 */
function bankShape(kind: BankKind, auth: AuthUser, f: BankFilter) {
  const unit = auth.satuanKerjaId;
  const pattern = f.q ? likePattern(f.q) : null;
  switch (kind) {
    case "keluar":
      return {
        ctes: [],
        from: sql`mail m`,
        where: sql`m.satuan_kerja_id = ${unit} and m.kategori_surat = 'internal'
          and m.status_surat <> 'draft'
          ${timestampRange(sql`m.created_at`, f)}
          ${f.jenis_surat ? sql`and m.jenis_naskah_id = ${f.jenis_surat}` : sql``}
          ${f.status_surat ? sql`and m.status_surat = ${f.status_surat}` : sql``}
          ${pattern ? sql`and (m.perihal ilike ${pattern} or m.no_surat ilike ${pattern} or ${signerName} ilike ${pattern})` : sql``}`,
        key: sql`m.created_at`,
        tanggal: jakartaDay(sql`p.sort_key`),
        dari: signerName,
      };
    case "masuk-internal":
      return {
        // Dated by the first arrival in the unit: only rows up to the range's end can be that
        // first arrival, the start is checked on the minimum of all of them.
        ctes: [
          sql`arrived as (
          select r.mail_id, min(r.received_at) as received_at
          from mail_recipient r join pegawai p on p.id = r.pegawai_id
          where p.satuan_kerja_id = ${unit}
            ${f.end_date ? sql`and r.received_at < ${dayAfter(f.end_date)}` : sql``}
          group by r.mail_id
          ${f.start_date ? sql`having min(r.received_at) >= ${dayStart(f.start_date)}` : sql``})`,
        ],
        from: sql`arrived a join mail m on m.id = a.mail_id`,
        where: sql`m.kategori_surat = 'internal'
          ${pattern ? sql`and (m.perihal ilike ${pattern} or m.no_surat ilike ${pattern} or ${signerName} ilike ${pattern} or ${unitName} ilike ${pattern})` : sql``}`,
        key: sql`a.received_at`,
        tanggal: jakartaDay(sql`p.sort_key`),
        dari: signerName,
      };
    case "masuk": {
      const received = sql`coalesce(m.tanggal_terima, (m.created_at at time zone 'Asia/Jakarta')::date)`;
      return {
        ctes: [],
        from: sql`mail m`,
        where: sql`m.satuan_kerja_id = ${unit} and m.kategori_surat = 'external'
          ${f.start_date ? sql`and ${received} >= ${f.start_date}::date` : sql``}
          ${f.end_date ? sql`and ${received} <= ${f.end_date}::date` : sql``}
          ${pattern ? sql`and (m.perihal ilike ${pattern} or m.no_surat ilike ${pattern} or m.dari ilike ${pattern})` : sql``}`,
        key: sql`m.created_at`,
        tanggal: sql`${received}::text`,
        dari: sql`m.dari`,
      };
    }
  }
}

/** "From → To, To; …": the live dispositions and forwards made by the unit's people. */
const dispositionSummary = (unit: number) => sql`(
  select string_agg(fp.name || ' → ' || coalesce((
      select string_agg(tp.name, ', ' order by tr.id)
      from mail_recipient tr join pegawai tp on tp.id = tr.pegawai_id
      where tr.disposition_id = d.id), '-'), '; ' order by d.created_at, d.id)
  from mail_disposition d join pegawai fp on fp.id = d.from_pegawai_id
  where d.mail_id = m.id and d.withdrawn_at is null and fp.satuan_kerja_id = ${unit})`;

/** An addressee (penerima or tembusan) of the unit has opened it. */
const readInUnit = (unit: number) => sql`exists (
  select 1 from mail_recipient rr join pegawai rp on rp.id = rr.pegawai_id
  where rr.mail_id = m.id and rp.satuan_kerja_id = ${unit}
    and rr.role in ('penerima', 'tembusan') and rr.read_at is not null)`;

/**
 * The page's letters are picked first (filter, visibility, order, limit — on the indexes),
 * then only those rows are joined to what the list shows.
 */
function bankQuery(
  kind: BankKind,
  auth: AuthUser,
  f: BankFilter,
  page: { offset: number; limit: number } | { after: BankCursor | null; limit: number },
) {
  const shape = bankShape(kind, auth, f);
  const incoming = kind !== "keluar";
  const after = "after" in page && page.after ? page.after : null;
  // Spelled out rather than a row comparison, so that the sort key's index bounds the scan;
  // 'nulls last' matches mail_satker_idx (created_at desc nulls last), or PostgreSQL sorts.
  const keyset = after
    ? sql`and ${shape.key} <= ${after.key}::timestamptz
          and (${shape.key} < ${after.key}::timestamptz or m.id < ${after.id}::uuid)`
    : sql``;
  const picked = sql`picked as (
    select m.id, ${shape.key} as sort_key
    from ${shape.from}
    where ${shape.where} and ${visibleLetterSql(auth)} ${keyset}
    order by ${shape.key} desc nulls last, m.id desc
    limit ${page.limit}
    ${"offset" in page ? sql`offset ${page.offset}` : sql``})`;
  return sql`${withClause([...shape.ctes, picked])}
    select m.id,
           ${shape.tanggal} as tanggal,
           to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
           m.tanggal_surat::text as tanggal_surat,
           m.no_surat, m.perihal as hal, ${shape.dari} as dari,
           au.name as author_nama, aj.name as author_jabatan,
           m.status_surat, jn.nama as jenis_surat, m.sifat_pengamanan, m.resi, m.nomor_agenda,
           s.nama as satuan_kerja_nama,
           ${incoming ? dispositionSummary(auth.satuanKerjaId) : sql`null`} as disposisi,
           ${incoming ? readInUnit(auth.satuanKerjaId) : sql`false`} as dibaca,
           p.sort_key::text as cursor_key
    from picked p
    join mail m on m.id = p.id
    join satuan_kerja s on s.id = m.satuan_kerja_id
    left join users u on u.id = m.created_by
    left join pegawai au on au.nip = u.peg_nip
    left join jabatan aj on aj.id = au.jabatan_id
    left join jenis_naskah jn on jn.id = m.jenis_naskah_id
    order by p.sort_key desc nulls last, m.id desc`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Letters of a bank, newest first (those `visibleLetterSql` lets the secretariat see): a page
 * by offset for the lists, or the rows after a cursor (keyset) for exports.
 */
export async function bankRows(
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  f: BankFilter,
  page: { offset: number; limit: number } | { after: BankCursor | null; limit: number },
): Promise<BankRow[]> {
  return rowsOf<BankRow>(await db.execute(bankQuery(kind, auth, f, page)));
}

/** How many letters the bank holds under the filter. */
export async function countBank(db: DbOrTx, auth: AuthUser, kind: BankKind, f: BankFilter) {
  const shape = bankShape(kind, auth, f);
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`${withClause(shape.ctes)}
      select count(*)::int as n
      from ${shape.from}
      where ${shape.where} and ${visibleLetterSql(auth)}`),
  );
  return Number(row?.n ?? 0);
}

/** Names used in the export's filter line. */
export async function jenisNaskahName(db: DbOrTx, id: number) {
  const [row] = rowsOf<{ nama: string }>(
    await db.execute(sql`select nama from jenis_naskah where id = ${id}`),
  );
  return row?.nama ?? null;
}
