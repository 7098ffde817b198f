import type { SearchKind } from "@lontar/contracts/search-constants";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { AuthUser } from "../../lib/auth-user";
import { visibleLetterSql } from "../surat/surat.access";
import { bestHits, tsQuery } from "./pencarian.rings";
import { MARK_END, MARK_START } from "./pencarian.rules";

export { accessKeys } from "./pencarian.rings";

/** What the user may find besides their letters: the archive items of these work units. */
export type ArsipReach = { all: true } | { all: false; satuanKerjaId: number } | null;

export interface SearchFilter {
  /** The query for `websearch_to_tsquery` (see webSearchText). */
  text: string;
  /** The last word as typed, matched as a prefix (the top bar's suggestions only). */
  prefix: string | null;
  /**
   * The query matched whole among the record's numbers (letter number, agenda, NIP), and in
   * part when nothing else matches.
   */
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

/**
 * Which records the user may see, by the one definition of each kind: letters by
 * `visibleLetterSql` (DOMAIN.md "Letters"), archive items by the Tabel Arsip scope (an item of a
 * class closed to the unit's archive staff carries only its uploader's key, migration 0030).
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

const headlineOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * One page of the records the user may see that match, best first (weighted rank: subject
 * and names and number above body and files; an exact number first of all), newer first
 * among equals; and how many there are in all, up to the cap.
 */
export async function searchRecords(
  db: DbOrTx,
  auth: AuthUser,
  arsip: ArsipReach,
  f: SearchFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  const { hits, total } = await bestHits(db, auth, arsip, f, page.offset + page.limit);
  const shown = hits.slice(page.offset);
  if (shown.length === 0) return { rows: [], total };
  // The page's rows read whole, each checked again by the visibility rule of its kind.
  const result = await db.execute(sql`
    select r.jenis, r.ref_id, d.judul, d.no_surat, to_char(d.tanggal, 'YYYY-MM-DD') as tanggal,
      d.teks_diproses,
      ts_headline('lontar',
        translate(case when d.isi = '' then d.judul else d.isi end, ${MARK_START + MARK_END}, ''),
        q.tsq, ${headlineOptions}) as headline,
      m.kategori_surat as kategori, m.status_surat,
      coalesce(m.created_by = ${auth.userId}, false) as is_author,
      exists (select 1 from mail_reviewer rv where rv.mail_id = m.id
        and rv.pegawai_id = ${auth.pegawaiId}) as is_reviewer,
      exists (select 1 from mail_reviewer rv where rv.mail_id = m.id
        and rv.pegawai_id = ${auth.pegawaiId} and rv.urutan = m.order_now) as is_reviewer_at_work,
      exists (select 1 from mail_recipient rc where rc.mail_id = m.id
        and rc.pegawai_id = ${auth.pegawaiId}) as is_recipient
    from unnest(${`{${shown.map((h) => h.jenis).join(",")}}`}::text[],
        ${`{${shown.map((h) => h.ref_id).join(",")}}`}::uuid[]) with ordinality as r(jenis, ref_id, urutan)
    join search_document d on d.jenis = r.jenis and d.ref_id = r.ref_id
    left join mail m on r.jenis = 'surat' and m.id = r.ref_id
    cross join (select ${tsQuery(f)} as tsq) q
    where ${visibleSql(auth, arsip)}
    order by r.urutan`);
  return { rows: rowsOf<SearchRow>(result), total };
}

/** A file of the record is still being read for the search (its detail says so). */
/** The record's search row's `teks_diproses`: its files' text is still being read. */
export const textPendingQuery = (id: string, jenis: SearchKind = "surat") =>
  sql`select teks_diproses from search_document where jenis = ${jenis} and ref_id = ${id}`;
