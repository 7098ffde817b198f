import { SEARCH_TOTAL_CAP, type SearchKind } from "@lontar/contracts/search-constants";
import { USER_LEVEL } from "@lontar/contracts/user";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../../lib/auth-user";
import { likePattern } from "../../lib/pagination";
import { visibleLetterSql } from "../surat/surat.access";
import { MARK_END, MARK_START } from "./pencarian.rules";

/** What the user may find besides their letters: the archive items of these work units. */
export type ArsipReach = { all: true } | { all: false; satuanKerjaId: number } | null;

export interface SearchFilter {
  /** The query for `websearch_to_tsquery` (see webSearchText). */
  text: string;
  /** The last word as typed, matched as a prefix. */
  prefix: string | null;
  /** The query matched exactly among the record's numbers (letter number, agenda, NIP). */
  code: string | null;
  jenis?: SearchKind;
  startDate?: string;
  endDate?: string;
}

/** A found record as the database answers it, with the user's relation to a letter. */
export interface SearchRow {
  jenis: SearchKind;
  ref_id: string;
  judul: string;
  no_surat: string | null;
  tanggal: string;
  teks_diproses: boolean;
  headline: string;
  kategori: "internal" | "external" | null;
  status_surat: string | null;
  is_author: boolean;
  is_reviewer: boolean;
  is_reviewer_at_work: boolean;
  is_recipient: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The text search query: every word (stemmed, unaccented), and the typed prefix. */
function tsQuery(f: SearchFilter): SQL {
  const words = sql`websearch_to_tsquery('lontar', ${f.text})`;
  if (!f.prefix) return words;
  // The typed word as a prefix replaces its whole-word form, which would demand it complete.
  const rest = f.text.slice(0, f.text.lastIndexOf(f.prefix)).trim();
  const prefix = sql`to_tsquery('lontar', ${`${f.prefix}:*`})`;
  return rest ? sql`(websearch_to_tsquery('lontar', ${rest}) && ${prefix})` : prefix;
}

/**
 * Which records the user may see, by the one definition of each kind: letters by
 * `visibleLetterSql` (DOMAIN.md "Letters"), archive items by the Tabel Arsip scope.
 */
function visibleSql(auth: AuthUser, arsip: ArsipReach, jenis?: SearchKind): SQL {
  const letters = sql`(d.jenis = 'surat' and exists (select 1 from mail m
    where m.id = d.ref_id and ${visibleLetterSql(auth)}))`;
  const items =
    arsip === null
      ? null
      : arsip.all
        ? sql`d.jenis = 'arsip'`
        : sql`(d.jenis = 'arsip' and d.satuan_kerja_id = ${arsip.satuanKerjaId})`;
  if (jenis === "surat" || !items) return letters;
  if (jenis === "arsip") return items;
  return sql`(${letters} or ${items})`;
}

/**
 * The keys of search_document.akses this user's records carry (migration 0025): their own
 * letters, the letters they review or receive, their unit's when they are its secretariat, and
 * the archive they may see. The index reads them with the words; `visibleSql` then decides.
 */
export function accessKeys(auth: AuthUser, arsip: ArsipReach): string[] {
  const keys = [`u:${auth.userId}`, `p:${auth.pegawaiId}`];
  if (auth.userLevel === USER_LEVEL.sekretariat) keys.push(`s:${auth.satuanKerjaId}`);
  if (arsip) keys.push(arsip.all ? "a:*" : `a:${arsip.satuanKerjaId}`);
  return keys;
}

/** The records whose keys let this user find them and that hold the words. */
function matchSql(auth: AuthUser, arsip: ArsipReach, f: SearchFilter): SQL {
  const conditions: SQL[] = [
    sql`d.akses && ${`{${accessKeys(auth, arsip).join(",")}}`}::text[]`,
    f.code ? sql`(d.tsv @@ q.tsq or d.kode ilike ${likePattern(f.code)})` : sql`d.tsv @@ q.tsq`,
  ];
  if (f.jenis) conditions.push(sql`d.jenis = ${f.jenis}`);
  if (f.startDate) conditions.push(sql`d.tanggal >= ${f.startDate}::date`);
  if (f.endDate) conditions.push(sql`d.tanggal <= ${f.endDate}::date`);
  return sql.join(conditions, sql` and `);
}

const headlineOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * One page of the records the user may see that match, best first (weighted rank: subject
 * above names and number above body above files; an exact number first of all), newer first
 * among equals; and how many there are in all.
 */
export async function searchRecords(
  db: DbOrTx,
  auth: AuthUser,
  arsip: ArsipReach,
  f: SearchFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  const q = sql`(select ${tsQuery(f)} as tsq) q`;
  const match = matchSql(auth, arsip, f);
  const exact = f.code
    ? sql`(d.no_surat = ${f.code} or d.kode ilike ${likePattern(f.code)})`
    : sql`false`;
  return db.transaction(async (tx) => {
    // The matches' bitmap stays exact (not lossy), so no other row of their pages is read.
    await tx.execute(sql`set local work_mem = '32MB'`);
    // Ranked by the keys alone, with nothing but the vector read; the page's rows are then
    // read whole, and the visibility rule decides on each of them.
    const result = await tx.execute(sql`
      with ranked as (
        select d.jenis, d.ref_id, d.tanggal, q.tsq,
          ts_rank(d.tsv, q.tsq) + case when ${exact} then 10 else 0 end as rank
        from search_document d, ${q}
        where ${match}
        order by rank desc, d.tanggal desc, d.ref_id
        limit ${page.limit} offset ${page.offset})
      select r.jenis, r.ref_id, d.judul, d.no_surat, to_char(r.tanggal, 'YYYY-MM-DD') as tanggal,
        d.teks_diproses,
        ts_headline('lontar',
          translate(case when d.isi = '' then d.judul else d.isi end, ${MARK_START + MARK_END}, ''),
          r.tsq, ${headlineOptions}) as headline,
        m.kategori_surat as kategori, m.status_surat,
        coalesce(m.created_by = ${auth.userId}, false) as is_author,
        exists (select 1 from mail_reviewer rv where rv.mail_id = m.id
          and rv.pegawai_id = ${auth.pegawaiId}) as is_reviewer,
        exists (select 1 from mail_reviewer rv where rv.mail_id = m.id
          and rv.pegawai_id = ${auth.pegawaiId} and rv.urutan = m.order_now) as is_reviewer_at_work,
        exists (select 1 from mail_recipient rc where rc.mail_id = m.id
          and rc.pegawai_id = ${auth.pegawaiId}) as is_recipient
      from ranked r
      join search_document d on d.jenis = r.jenis and d.ref_id = r.ref_id
      left join mail m on r.jenis = 'surat' and m.id = r.ref_id
      where ${visibleSql(auth, arsip)}
      order by r.rank desc, r.tanggal desc, r.ref_id`);
    const counted = await tx.execute(sql`
      select count(*)::int as total from (
        select 1 from search_document d, ${q} where ${match} limit ${SEARCH_TOTAL_CAP + 1}) c`);
    const [count] = rowsOf<{ total: number | string }>(counted);
    return { rows: rowsOf<SearchRow>(result), total: Number(count?.total ?? 0) };
  });
}

/** A file of the record is still being read for the search (its detail says so). */
export async function textPending(db: DbOrTx, id: string, jenis: SearchKind = "surat") {
  const [row] = rowsOf<{ teks_diproses: boolean }>(
    await db.execute(sql`select teks_diproses from search_document
      where jenis = ${jenis} and ref_id = ${id}`),
  );
  return row?.teks_diproses ?? false;
}
