/*
 * Which records match a search, best first, read a ring of months at a time
 * (pencarian.rules `nextRing`): the statements that rank and count the matches before the
 * page's rows are read (pencarian.repository `searchRecords`).
 */

import { SEARCH_TOTAL_CAP, type SearchKind } from "@lontar/contracts/search-constants";
import { USER_LEVEL } from "@lontar/contracts/user";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { AuthUser } from "../../lib/auth-user";
import { todayInJakarta } from "../../lib/jakarta-day";
import { likePattern } from "../../lib/pagination";
import type { ArsipReach, SearchFilter } from "./pencarian.repository";
import {
  addMonths,
  codeQuery,
  FIRST_RING,
  lastDayOf,
  type Month,
  monthOf,
  nextRing,
  ringKeys,
} from "./pencarian.rules";

/**
 * The text search query: every word (stemmed, unaccented), the typed prefix, and a number
 * whole among the record's numbers (its `=` mark).
 */
export function tsQuery(f: SearchFilter): SQL {
  let words = sql`websearch_to_tsquery('lontar', ${f.text})`;
  if (f.prefix) {
    // The typed word as a prefix replaces its whole-word form, which would demand it complete.
    const rest = f.text.slice(0, f.text.lastIndexOf(f.prefix)).trim();
    const prefix = sql`to_tsquery('lontar', ${`${f.prefix}:*`})`;
    words = rest ? sql`(websearch_to_tsquery('lontar', ${rest}) && ${prefix})` : prefix;
  }
  return f.code ? sql`(${words} || ${codeQuery(f.code)}::tsquery)` : words;
}

/**
 * The keys of search_document.akses this user's records carry (migrations 0025, 0029): their own
 * letters, the letters they review or receive, their unit's when they are its secretariat, and
 * the archive they may see. The index reads them with the words; `visibleSql` then decides.
 */
export function accessKeys(auth: AuthUser, arsip: ArsipReach): string[] {
  const keys = [`u:${auth.userId}`, `p:${auth.pegawaiId}`];
  if (auth.userLevel === USER_LEVEL.sekretariat) keys.push(`s:${auth.satuanKerjaId}`);
  if (arsip) keys.push(arsip.all ? "a:*" : `a:${arsip.satuanKerjaId}`);
  return keys;
}

/** One match as a ring answers it: enough to rank it and, for the page, to read it. */
interface Hit {
  jenis: SearchKind;
  ref_id: string;
  tanggal: string;
  rank: number;
  /** How many the ring matched in all (the same on each of its rows). */
  n: number;
}

/** Best first: the rank, then newer first, then the id, as each ring's statement orders. */
const byRank = (a: Hit, b: Hit) =>
  b.rank - a.rank ||
  (a.tanggal < b.tanggal ? 1 : a.tanggal > b.tanggal ? -1 : 0) ||
  (a.ref_id < b.ref_id ? -1 : a.ref_id > b.ref_id ? 1 : 0);

/** Ten points more for the record whose number is the query, whole. */
function exactSql(f: SearchFilter): SQL {
  if (!f.code) return sql`0`;
  const code = f.code.toLowerCase();
  return sql`case when position(${` ${code} `} in ' ' || lower(d.kode) || ' ') > 0
    then 10 else 0 end`;
}

/** The ring statement's first part: the month of the oldest record, or none asked. */
const oldestSql = (withOldest: boolean) =>
  withOldest
    ? sql`(select to_char(min(tanggal), 'YYYY-MM-DD') as oldest from search_document)`
    : sql`(select null::text as oldest)`;

/** A ring's rows as the database answers them: the oldest month on each, and a row even when none match. */
function readRing(rows: (Hit & { oldest: string | null })[]): {
  hits: Hit[];
  oldest: Month | null;
} {
  const first = rows[0]?.oldest;
  return {
    hits: rows
      .filter((row) => row.ref_id !== null)
      .map(({ jenis, ref_id, tanggal, rank, n }) => ({
        jenis,
        ref_id,
        tanggal,
        rank: Number(rank),
        n: Number(n),
      })),
    oldest: first ? monthOf(first) : null,
  };
}

/**
 * The matches of the words (and of a number, whole) among some months of the records the
 * user's keys reach (`keys` with the months, pencarian.rules `ringKeys`): the best `limit` of
 * them, each with the ring's count. One call of `search_ring` (migration 0033), whose plan is
 * made once and reused: the words (a phrase of two words as their pair, `search_pair_query`)
 * and the keys are read by the one GIN index; only the matches' rows are read, and of them
 * the small vector of the subject, number and names. A query of no words at all (only common
 * words such as `dan`) matches nothing. The first ring (`withOldest`) also brings the month of
 * the oldest record, where the rings end.
 */
async function ringHits(
  db: DbOrTx,
  f: SearchFilter,
  keys: string[],
  limit: number,
  withOldest = false,
): Promise<{ hits: Hit[]; oldest: Month | null }> {
  const rows = rowsOf<Hit & { oldest: string | null }>(
    await db.execute(sql`
      select o.oldest, h.* from ${oldestSql(withOldest)} o
      left join lateral (select w.tsq from (select ${tsQuery(f)} as tsq) w) q on true
      left join lateral search_ring(
        case when numnode(q.tsq) > 0 then search_pair_query(q.tsq) end, q.tsq,
        ${`{${keys.join(",")}}`}::text[], ${f.code?.toLowerCase() ?? null}::text,
        ${f.jenis ?? null}::text, ${f.startDate ?? null}::date, ${f.endDate ?? null}::date,
        ${limit}::int) h on true`),
  );
  return readRing(rows);
}

/**
 * A part of a letter number (`123/DISKOMINFO`) among all the records the user's keys reach,
 * by the trigram index: asked only when nothing matched whole, for the few records it names.
 */
async function codePartHits(
  db: DbOrTx,
  f: SearchFilter & { code: string },
  keys: string[],
  limit: number,
): Promise<Hit[]> {
  const conditions: SQL[] = [
    sql`search_keys(d.akses, d.tanggal) && ${`{${keys.join(",")}}`}::text[]`,
    sql`d.kode ilike ${likePattern(f.code)}`,
  ];
  if (f.jenis) conditions.push(sql`d.jenis = ${f.jenis}`);
  if (f.startDate) conditions.push(sql`d.tanggal >= ${f.startDate}::date`);
  if (f.endDate) conditions.push(sql`d.tanggal <= ${f.endDate}::date`);
  const rows = rowsOf<Hit & { oldest: string | null }>(
    await db.execute(sql`
      select o.oldest, h.* from ${oldestSql(false)} o
      left join lateral (
        select d.jenis, d.ref_id, to_char(d.tanggal, 'YYYY-MM-DD') as tanggal,
          (ts_rank(d.tsv_kepala, q.tsq) + ${exactSql(f)})::float8 as rank,
          count(*) over ()::int as n
        from search_document d, (select ${tsQuery(f)} as tsq) q
        where ${sql.join(conditions, sql` and `)}
        order by rank desc, d.tanggal desc, d.ref_id
        limit ${limit}) h on true`),
  );
  return readRing(rows).hits;
}

/**
 * The best matches the user may see, and how many there are up to the count's cap. The months
 * are read newest first, a ring at a time (pencarian.rules `nextRing`), until more than the
 * cap have matched: a word found in thousands of letters is ranked among the latest months'
 * (a thousand or so), and costs the same after ten years as after one. Fewer matches than the
 * cap are all ranked, and counted exactly.
 */
export async function bestHits(
  db: DbOrTx,
  auth: AuthUser,
  arsip: ArsipReach,
  f: SearchFilter,
  wanted: number,
): Promise<{ hits: Hit[]; total: number }> {
  const keys = accessKeys(auth, arsip);
  const anchor = monthOf(f.endDate ?? todayInJakarta());
  // Until the first ring brings the oldest record's month, the first ring's own months.
  const plan = {
    anchor,
    oldest: f.startDate ? monthOf(f.startDate) : addMonths(anchor, 1 - FIRST_RING),
    ahead: !f.endDate,
    cap: SEARCH_TOTAL_CAP,
  };
  let first = true;
  const hits: Hit[] = [];
  let total = 0;
  for (let ring = nextRing(plan, 0, 0); ring; ring = nextRing(plan, ring.read, total)) {
    // The rest of the months at once: the keys without months, up to the ring's last day.
    const found = ring.through
      ? await ringHits(db, { ...f, endDate: lastDayOf(ring.through) }, keys, wanted)
      : await ringHits(db, f, ringKeys(keys, ring.months), wanted, first && !f.startDate);
    total += found.hits[0]?.n ?? 0;
    hits.push(...found.hits);
    if (total > SEARCH_TOTAL_CAP) break;
    // Past the newest months, back to the range's start or to the oldest record.
    if (first) plan.oldest = f.startDate ? monthOf(f.startDate) : (found.oldest ?? anchor);
    first = false;
  }
  if (total === 0 && f.code && /[^\d]/.test(f.code)) {
    // A part of a letter number: digits alone (a part of an NIP) match too many numbers to be
    // worth it.
    const found = await codePartHits(db, { ...f, code: f.code }, keys, wanted);
    total = found[0]?.n ?? 0;
    hits.push(...found);
  }
  return { hits: hits.sort(byRank).slice(0, wanted), total: Math.min(total, SEARCH_TOTAL_CAP + 1) };
}
