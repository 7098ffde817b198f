/*
 * The statements of the banks: which letters each holds (`bankShape`), its total
 * (`bankTally`) and a page or an export's batch of it (`bankSelect`). bank.repository.ts
 * prepares and runs them.
 */
import type { BankFilter, BankKind } from "@lontar/contracts/bank";
import { USER_LEVEL } from "@lontar/contracts/user";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../../lib/auth-user";
import { dayAfter, dayRange, dayStart, jakartaDay, timestampRange } from "../../lib/jakarta-day";
import { kodeListText, sifatAllowsSql } from "../../lib/klasifikasi-keamanan-sql";
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

/** What a bank page or batch is read with: the user, the filter (search as a LIKE pattern). */
export type BankValues = {
  userId: number;
  pegawaiId: number;
  unit: number;
  start_date?: string;
  end_date?: string;
  jenis_surat?: number;
  status_surat?: string;
  pattern?: string;
};

export function bankValues(auth: AuthUser, f: BankFilter): BankValues {
  const { q, ...filter } = f;
  return {
    userId: auth.userId,
    pegawaiId: auth.pegawaiId,
    unit: auth.satuanKerjaId,
    ...filter,
    pattern: q ? likePattern(q) : undefined,
  };
}

/** Only the secretariat keeps a bank (`assertSecretariat`), so letters are seen as it sees them. */
const seenBySecretariat = (f: BankValues) =>
  visibleLetterSql({
    userId: f.userId,
    pegawaiId: f.pegawaiId,
    satuanKerjaId: f.unit,
    userLevel: USER_LEVEL.sekretariat,
  });

/**
 * One definition per bank of which letters it holds, its date and its order:
 * - keluar: the work unit's outgoing (internal) letters past draft, by created date;
 * - masuk-internal: internal letters delivered (a recipient row of any role) to somebody of
 *   the unit, by the first arrival in the unit;
 * - masuk: the external letters the unit registered, by received date, in agenda
 *   (registration) order.
 */
function bankShape(kind: BankKind, f: BankValues) {
  const unit = f.unit;
  const pattern = f.pattern;
  const visible = seenBySecretariat(f);
  switch (kind) {
    case "keluar":
      return {
        from: sql`mail m`,
        where: sql`m.satuan_kerja_id = ${unit} and m.kategori_surat = 'internal'
          and m.status_surat <> 'draft'
          ${timestampRange(sql`m.created_at`, f)}
          ${f.jenis_surat !== undefined ? sql`and m.jenis_naskah_id = ${f.jenis_surat}` : sql``}
          ${f.status_surat !== undefined ? sql`and m.status_surat = ${f.status_surat}` : sql``}
          ${pattern !== undefined ? sql`and (m.perihal ilike ${pattern} or m.no_surat ilike ${pattern} or ${signerName} ilike ${pattern})` : sql``}
          and ${visible}`,
        key: sql`m.created_at`,
        tanggal: jakartaDay(sql`p.sort_key`),
        dari: signerName,
      };
    case "masuk-internal":
      return {
        // Dated by the first arrival in the unit: only rows up to the range's end can be that
        // first arrival, the start is checked on the minimum of all of them.
        from: sql`(
          select r.mail_id, min(r.received_at) as received_at
          from mail_recipient r join pegawai p on p.id = r.pegawai_id
          where p.satuan_kerja_id = ${unit}
            ${f.end_date !== undefined ? sql`and r.received_at < ${dayAfter(f.end_date)}` : sql``}
          group by r.mail_id
          ${f.start_date !== undefined ? sql`having min(r.received_at) >= ${dayStart(f.start_date)}` : sql``}
        ) a join mail m on m.id = a.mail_id`,
        where: sql`m.kategori_surat = 'internal'
          ${pattern !== undefined ? sql`and (m.perihal ilike ${pattern} or m.no_surat ilike ${pattern} or ${signerName} ilike ${pattern} or ${unitName} ilike ${pattern})` : sql``}
          and ${visible}`,
        key: sql`a.received_at`,
        tanggal: jakartaDay(sql`p.sort_key`),
        dari: signerName,
      };
    case "masuk": {
      const received = sql`coalesce(m.tanggal_terima, (m.created_at at time zone 'Asia/Jakarta')::date)`;
      return {
        from: sql`mail m`,
        // Registered as sent: a draft is its author's alone, in no bank.
        where: sql`m.satuan_kerja_id = ${unit} and m.kategori_surat = 'external'
          and m.status_surat <> 'draft'
          ${f.start_date !== undefined ? sql`and ${received} >= ${f.start_date}::date` : sql``}
          ${f.end_date !== undefined ? sql`and ${received} <= ${f.end_date}::date` : sql``}
          ${pattern !== undefined ? sql`and (m.perihal ilike ${pattern} or m.no_surat ilike ${pattern} or m.dari ilike ${pattern})` : sql``}
          and ${visible}`,
        key: sql`m.created_at`,
        tanggal: sql`${received}::text`,
        dari: sql`m.dari`,
      };
    }
  }
}

/**
 * A bank's total without reading its letters, when it is asked by the filters the days are
 * counted by (range and status, not a search or a letter type): the range's day counts
 * (`bank_day_count`, migration 0044) of the classes the unit's secretariat sees, which it sees
 * all of once sent, plus the letters of the other classes it sees as their author, reviewer or
 * recipient, one by one from their own small index (`mail_bank_restricted_idx`). Bank Surat
 * Masuk (internal) is dated by a letter's first arrival in the unit, which no count follows.
 */
function bankTally(kind: BankKind, f: BankValues): SQL | undefined {
  if (kind === "masuk-internal" || f.pattern !== undefined || f.jenis_surat !== undefined) return;
  const kategori = kind === "keluar" ? "internal" : "external";
  // Only Bank Surat Keluar filters by status.
  const status = (column: SQL) =>
    kind === "keluar" && f.status_surat !== undefined
      ? sql`and ${column} = ${f.status_surat}`
      : sql``;
  return sql`(select coalesce(sum(c.total), 0)::int from bank_day_count c
      where c.satuan_kerja_id = ${f.unit} and c.kategori_surat = ${kategori}
        ${dayRange(sql`c.day`, f)} and c.status_surat <> 'draft' ${status(sql`c.status_surat`)}
        and ${sifatAllowsSql(sql`c.sifat_pengamanan`, "sekretariatUnit")})
    + (select count(*)::int from mail m
      where m.satuan_kerja_id = ${f.unit} and m.kategori_surat = ${kategori}
        and m.sifat_pengamanan not in ${sql.raw(kodeListText("sekretariatUnit"))}
        ${dayRange(sql`bank_day(m.kategori_surat, m.tanggal_terima, m.created_at)`, f)}
        and m.status_surat <> 'draft' ${status(sql`m.status_surat`)} and ${seenBySecretariat(f)})`;
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
 * Which rows a read wants: a page by offset (the lists), or the rows after a cursor (exports).
 * A page's limit and offset are parameters, or literals (`pageRead` in bank.repository.ts).
 */
type Window =
  | { limit: number | SQL; offset: number | SQL }
  | { limit: number; after: BankCursor | null };

/**
 * The page's letters are picked first (filter, visibility, order, limit — on the indexes),
 * then only those rows are joined to what the list shows. A page carries the bank's total
 * (a subquery run once), so a list is one statement.
 */
export function bankSelect(db: DbOrTx, kind: BankKind, f: BankValues, window: Window) {
  const shape = bankShape(kind, f);
  const incoming = kind !== "keluar";
  // Spelled out rather than a row comparison, so that the sort key's index bounds the scan;
  // 'nulls last' matches mail_satker_idx (created_at desc nulls last), or PostgreSQL sorts.
  const after = "after" in window ? window.after : null;
  const keyset = after
    ? sql`and ${shape.key} <= ${after.key}::timestamptz
          and (${shape.key} < ${after.key}::timestamptz or m.id < ${after.id}::uuid)`
    : sql``;
  const picked = sql`select m.id, ${shape.key} as sort_key
    from ${shape.from}
    where ${shape.where} ${keyset}
    order by ${shape.key} desc nulls last, m.id desc
    limit ${window.limit}
    ${"offset" in window ? sql`offset ${window.offset}` : sql``}`;
  const columns = {
    id: sql<string>`m.id`,
    tanggal: sql<string>`${shape.tanggal}`,
    created_at: sql<string>`to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    tanggal_surat: sql<string | null>`m.tanggal_surat::text`,
    no_surat: sql<string | null>`m.no_surat`,
    hal: sql<string>`m.perihal`,
    dari: sql<string | null>`${shape.dari}`,
    author_nama: sql<string | null>`au.name`,
    author_jabatan: sql<string | null>`aj.name`,
    status_surat: sql<string>`m.status_surat`,
    jenis_surat: sql<string | null>`jn.nama`,
    sifat_pengamanan: sql<string>`m.sifat_pengamanan`,
    resi: sql<string | null>`m.resi`,
    nomor_agenda: sql<number | null>`m.nomor_agenda`,
    satuan_kerja_nama: sql<string>`s.nama`,
    disposisi: sql<string | null>`${incoming ? dispositionSummary(f.unit) : sql`null`}`,
    dibaca: sql<boolean>`${incoming ? readInUnit(f.unit) : sql`false`}`,
    cursor_key: sql<string>`p.sort_key::text`,
  };
  return db
    .select(
      "offset" in window
        ? {
            ...columns,
            total: sql<number>`${bankTally(kind, f) ?? sql`(select count(*)::int from ${shape.from} where ${shape.where})`}`,
          }
        : { ...columns, total: sql<null>`null` },
    )
    .from(sql`(${picked}) p
      join mail m on m.id = p.id
      join satuan_kerja s on s.id = m.satuan_kerja_id
      left join users u on u.id = m.created_by
      left join pegawai au on au.nip = u.peg_nip
      left join jabatan aj on aj.id = au.jabatan_id
      left join jenis_naskah jn on jn.id = m.jenis_naskah_id`)
    .orderBy(sql`p.sort_key desc nulls last, m.id desc`);
}
