import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { prepared } from "../../../db/prepared-together";
import { dayRange, timestampRange } from "../../../lib/jakarta-day";
import { likePattern, offsetOf } from "../../../lib/pagination";
import { addresseeNames } from "../addressees.repository";
import { notRemoved } from "../removed-letters";

/*
 * The inbox-like lists (Daftar Surat, Terkirim of the secretariat) as single statements, and
 * the one definition of an inbox tab that the dashboard counts too.
 */
export type InboxFilter = {
  pegawaiId: number;
  userId: number;
  kategori: "internal" | "external";
  satuanKerjaId?: number;
  startDate?: string;
  endDate?: string;
  q?: string;
  page: number;
  perPage: number;
};

type InboxRow = {
  id: string;
  no_surat: string | null;
  perihal: string;
  status_surat: string;
  tanggal_surat: string | null;
  created_at: Date | string;
  resi: string | null;
  dari: string | null;
  satuan_kerja_nama: string;
  received_at: Date | string;
  is_read: boolean;
  role: "penerima" | "tembusan" | "disposisi" | "teruskan";
  total: number | string;
  /** Names of the addressees chosen in the system, in order. */
  kepada_nama: string[];
  /** The sending employee's name (letters from inside the system). */
  pengirim_nama: string | null;
  /** Who signed it (sent internal letters), as recorded at signing. */
  signer_nama: string | null;
  signer_jabatan: string | null;
  /** The disposition that brought the letter, when it did, and who gave it. */
  batas_waktu: string | null;
  disposisi_private: boolean | null;
  disposisi_aksi: string[] | null;
  disposisi_dari_nama: string | null;
  disposisi_dari_jabatan: string | null;
};

/** Whose inbox, and the range of arrival dates (Asia/Jakarta days). */
type InboxScope = { pegawaiId: number; userId: number; startDate?: string; endDate?: string };

/**
 * Which of the person's inbox entries (`inbox_letter mine`, one per letter that reached them,
 * their recipient rows folded) an inbox tab keeps: the person's, not removed by the user,
 * arriving within the dates. It needs no letter's own row.
 */
export const inboxKept = (f: InboxScope) => sql`
  mine.pegawai_id = ${f.pegawaiId} and ${notRemoved(sql`mine.mail_id`, f.userId)}
  ${timestampRange(sql`mine.received_at`, { start_date: f.startDate, end_date: f.endDate })}`;

/**
 * The person's inbox entries of the range counted, one row per day and category with its
 * counts (`inbox_day_count`, kept by migration 0042), less the entries of the letters the user
 * removed from their lists, one row each: what `inboxKept` keeps, counted without reading the
 * entries. A month is some forty rows, however many letters it brought.
 */
export const inboxTally = (f: InboxScope) => sql`
  select c.kategori_surat, c.total, c.is_read, c.disposisi, c.disposisi_read, c.teruskan,
         c.teruskan_read
  from inbox_day_count c
  where c.pegawai_id = ${f.pegawaiId} ${dayRange(sql`c.day`, { start_date: f.startDate, end_date: f.endDate })}
  union all
  select mine.kategori_surat, -1, -mine.is_read::int, -mine.disposisi::int,
         -coalesce(mine.disposisi_read, false)::int, -mine.teruskan::int,
         -coalesce(mine.teruskan_read, false)::int
  from mail_hidden h
  join inbox_letter mine on mine.pegawai_id = ${f.pegawaiId} and mine.mail_id = h.mail_id
  -- On the entry's day as the counts take it, which no index of the range can serve: each
  -- removed letter's entry is found by its key, never by scanning the person's range.
  where h.user_id = ${f.userId}
    ${dayRange(sql`(mine.received_at at time zone 'Asia/Jakarta')::date`, { start_date: f.startDate, end_date: f.endDate })}`;

/** What one page of an inbox tab is read with: the search as its LIKE pattern, and the rows wanted. */
type InboxValues = Omit<InboxFilter, "q" | "page" | "perPage"> & {
  pattern?: string;
  limit: number;
  offset: number;
};

/**
 * The page's inbox entries (their keys), newest arrival first, each with how many the tab
 * holds: the tab's entries of the range in the order of `inbox_letter_tab_idx`, and only the
 * page's entries and letters are read whole. The whole tab is counted by its days
 * (`inboxTally`), so a page reads its own entries of the index and no more. A filtered tab is
 * counted as it is read, from the index alone: a search matches the entry's `cari` (the
 * letter's subject, number and sender, lowercased, in the index too), as ILIKE would match
 * each of them; the letter's own row is read for each entry only when the filter asks for its
 * work unit. The pattern is lowercased once (`select lower(…)`, a value of the statement): a
 * prepared statement's generic plan lowercased it again for every entry, as much as the match.
 */
function pageOfTab(f: InboxValues) {
  const readsLetter = f.satuanKerjaId !== undefined;
  const tallied = !readsLetter && f.pattern === undefined;
  // A page past the tab's last entry reads none: the condition on the tally alone is tested
  // once, before the index is opened.
  return sql`${tallied ? sql`with tab as materialized (select coalesce(sum(t.total), 0) as total from (${inboxTally(f)}) t where t.kategori_surat = ${f.kategori})` : sql``}
    select mine.mail_id, mine.received_at,
      ${tallied ? sql`(select tab.total from tab)` : sql`count(*) over ()`} as total
    from inbox_letter mine
    ${readsLetter ? sql`join mail m on m.id = mine.mail_id` : sql``}
    where mine.kategori_surat = ${f.kategori} and ${inboxKept(f)}
      ${tallied ? sql`and (select tab.total from tab) > ${f.offset}` : sql``}
      ${f.satuanKerjaId !== undefined ? sql`and m.satuan_kerja_id = ${f.satuanKerjaId}` : sql``}
      ${f.pattern !== undefined ? sql`and mine.cari like (select lower(${f.pattern}))` : sql``}
    -- The index's own order (desc nulls last), or PostgreSQL sorts the range.
    order by mine.received_at desc nulls last, mine.mail_id desc nulls last
    limit ${f.limit} offset ${f.offset}`;
}

/** What an inbox-like row shows of a letter (`m`, its unit `s`), addressees named by key. */
const letterColumns = {
  id: sql<string>`m.id`,
  no_surat: sql<string | null>`m.no_surat`,
  perihal: sql<string>`m.perihal`,
  status_surat: sql<string>`m.status_surat`,
  tanggal_surat: sql<string | null>`m.tanggal_surat`,
  created_at: sql<Date | string>`m.created_at`,
  resi: sql<string | null>`m.resi`,
  dari: sql<string | null>`m.dari`,
  satuan_kerja_nama: sql<string>`s.nama`,
  signer_nama: sql<string | null>`m.signer_nama`,
  signer_jabatan: sql<string | null>`m.signer_jabatan`,
  kepada_nama: addresseeNames(sql`m.penerima`),
  pengirim_nama: sql<
    string | null
  >`(select p.name from pegawai p where p.id = m.pengirim_pegawai_id)`,
};

/** The disposition that brought the letter (`d`), given by `dp` of position `dj`. */
const dispositionColumns = {
  batas_waktu: sql<string | null>`d.batas_waktu::text`,
  disposisi_private: sql<boolean | null>`d.is_private`,
  disposisi_aksi: sql<string[] | null>`d.instructions`,
  disposisi_dari_nama: sql<string | null>`dp.name`,
  disposisi_dari_jabatan: sql<string | null>`dj.name`,
};

/** The select of one inbox page (see `inbox`), not yet prepared: for `inbox` and the tests. */
export const inboxPageSelect = (db: DbOrTx, f: InboxValues) =>
  db
    .select({
      ...letterColumns,
      ...dispositionColumns,
      received_at: sql<Date | string>`page.received_at`,
      is_read: sql<boolean>`entry.is_read`,
      role: sql<InboxRow["role"]>`entry.role`,
      total: sql<number | string>`page.total`,
    })
    .from(sql`(${pageOfTab(f)}) page
      join inbox_letter entry on entry.pegawai_id = ${f.pegawaiId} and entry.mail_id = page.mail_id
      join mail m on m.id = page.mail_id
      join satuan_kerja s on s.id = m.satuan_kerja_id
      left join mail_disposition d on d.id = entry.disposition_id
      left join pegawai dp on dp.id = d.from_pegawai_id
      left join jabatan dj on dj.id = dp.jabatan_id`)
    .orderBy(sql`page.received_at desc, page.mail_id desc`);

/** One inbox page, prepared once per shape of filter (which of its values are given). */
const inboxPage = prepared("inbox_page", inboxPageSelect);

/** The values of one page of the filter (its search as a LIKE pattern). */
export function inboxValues(f: InboxFilter): InboxValues {
  const { q, page, perPage, ...scope } = f;
  return {
    ...scope,
    pattern: q ? likePattern(q) : undefined,
    limit: perPage,
    offset: offsetOf({ page, per_page: perPage }),
  };
}

/**
 * The inbox: one row per letter reaching the user (any recipient row), newest arrival first;
 * unread while any of the user's rows for it is unread.
 */
export async function inbox(db: DbOrTx, f: InboxFilter) {
  const values = inboxValues(f);
  const rows = (await inboxPage(db, values)) as InboxRow[];
  return { rows, total: await totalOf(rows, () => inboxPage(db, { ...values, ...FIRST_ROW })) };
}

/** The first row alone: a page past the end has no row to carry the total. */
const FIRST_ROW = { limit: 1, offset: 0 };

async function totalOf(rows: { total: number | string }[], first: () => Promise<unknown[]>) {
  if (rows[0]) return Number(rows[0].total);
  const [row] = (await first()) as { total: number | string }[];
  return Number(row?.total ?? 0);
}

type RegisteredValues = {
  satuanKerjaId: number;
  userId: number;
  startDate?: string;
  endDate?: string;
  pattern?: string;
  limit: number;
  offset: number;
};

/** Terkirim external: the letters the work unit's secretariat registered, newest first. */
const registeredPage = prepared("inbox_registered", (db, f: RegisteredValues) =>
  db
    .select({
      ...letterColumns,
      // Registered here, not brought by a disposition.
      batas_waktu: sql<null>`null`,
      disposisi_private: sql<null>`null`,
      disposisi_aksi: sql<null>`null`,
      disposisi_dari_nama: sql<null>`null`,
      disposisi_dari_jabatan: sql<null>`null`,
      received_at: sql<Date | string>`m.created_at`,
      is_read: sql<boolean>`true`,
      role: sql<InboxRow["role"]>`'penerima'`,
      total: sql<number | string>`count(*) over ()`,
    })
    .from(sql`mail m join satuan_kerja s on s.id = m.satuan_kerja_id`)
    .where(sql`m.kategori_surat = 'external' and m.satuan_kerja_id = ${f.satuanKerjaId}
      and ${notRemoved(sql`m.id`, f.userId)}
      ${timestampRange(sql`m.created_at`, { start_date: f.startDate, end_date: f.endDate })}
      ${f.pattern !== undefined ? sql`and (m.perihal ilike ${f.pattern} or m.no_surat ilike ${f.pattern} or m.dari ilike ${f.pattern})` : sql``}`)
    .orderBy(sql`m.created_at desc, m.id desc`)
    .limit(f.limit)
    .offset(f.offset),
);

/** Letters the secretariat of a work unit registered (Terkirim external). */
export async function registeredBy(
  db: DbOrTx,
  f: {
    satuanKerjaId: number;
    userId: number;
    startDate?: string;
    endDate?: string;
    q?: string;
    page: number;
    perPage: number;
  },
) {
  const { q, page, perPage, ...scope } = f;
  const values: RegisteredValues = {
    ...scope,
    pattern: q ? likePattern(q) : undefined,
    limit: perPage,
    offset: offsetOf({ page, per_page: perPage }),
  };
  const rows = (await registeredPage(db, values)) as InboxRow[];
  return {
    rows,
    total: await totalOf(rows, () => registeredPage(db, { ...values, ...FIRST_ROW })),
  };
}

export type { InboxRow };
