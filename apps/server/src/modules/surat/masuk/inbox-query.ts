import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { dayStart, timestampRange } from "../../../lib/jakarta-day";
import { likePattern, offsetOf } from "../../../lib/pagination";
import { addresseeNames } from "../addressees.repository";

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
  pengirim_pegawai_id: number | null;
  penerima: { user: number[]; plt: number[]; user_eksternal: string[] };
  received_at: Date | string;
  is_read: boolean;
  role: "penerima" | "tembusan" | "disposisi" | "teruskan";
  disposition_id: number | null;
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

/**
 * A page of inbox-like rows (`page`: id, penerima, pengirim_pegawai_id, disposition_id, …)
 * with the names it shows and the disposition that brought each letter, in one statement.
 */
const withNames = (page: SQL) => sql`
  select page.*,
         ${addresseeNames(sql`page.penerima`)} as kepada_nama,
         (select p.name from pegawai p where p.id = page.pengirim_pegawai_id) as pengirim_nama,
         d.batas_waktu::text as batas_waktu, d.is_private as disposisi_private, d.instructions as disposisi_aksi,
         dp.name as disposisi_dari_nama, dj.name as disposisi_dari_jabatan
  from (${page}) page
  left join mail_disposition d on d.id = page.disposition_id
  left join pegawai dp on dp.id = d.from_pegawai_id
  left join jabatan dj on dj.id = dp.jabatan_id
  order by page.received_at desc, page.id desc`;

/**
 * The user's recipient rows folded into one row per letter (the inbox's `mine`): latest
 * arrival, unread while any of the rows is unread, the latest row's role and disposition.
 * With a start day only letters with a row arriving since then are folded (the latest arrival
 * can only be in the range if one is): the index on (pegawai, received_at) finds them, so a
 * month's inbox reads a month of rows, not the user's whole history. With a category (one
 * inbox tab), only that tab's rows are read (`mail_recipient_tab_idx`). The dashboard counts
 * the letters a disposition or a forward brought from the same fold.
 */
export const inboxRowsOf = (
  pegawaiId: number,
  startDate?: string,
  kategori?: InboxFilter["kategori"],
) => {
  const tab = kategori ? sql`and r.kategori_surat = ${kategori}` : sql``;
  return sql`
  select r.mail_id,
         max(r.received_at) as received_at,
         bool_and(r.read_at is not null) as is_read,
         (array_agg(r.role order by r.received_at desc))[1] as role,
         (array_agg(r.disposition_id order by r.received_at desc))[1] as disposition_id,
         -- For the dashboard's cards: whether a disposition or a forward brought it, and read.
         bool_or(r.role = 'disposisi') as disposisi,
         bool_and(r.read_at is not null) filter (where r.role = 'disposisi') as disposisi_read,
         bool_or(r.role = 'teruskan') as teruskan,
         bool_and(r.read_at is not null) filter (where r.role = 'teruskan') as teruskan_read
  from mail_recipient r
  where r.pegawai_id = ${pegawaiId} and r.hidden_at is null ${tab}
    ${
      startDate
        ? sql`and r.mail_id in (select r.mail_id from mail_recipient r
            where r.pegawai_id = ${pegawaiId} and r.hidden_at is null ${tab}
              and r.received_at >= ${dayStart(startDate)})`
        : sql``
    }
  group by r.mail_id`;
};

/**
 * Which of those letters (`mine` joined to `mail m`) an inbox tab lists: its category (both
 * when none is given), not removed by the user, the work unit, arrival dates and search.
 * The one definition of the tabs, also counted by the dashboard.
 */
export function inboxConditions(
  f: Omit<InboxFilter, "kategori" | "page" | "perPage"> & { kategori?: InboxFilter["kategori"] },
) {
  const pattern = f.q ? likePattern(f.q) : null;
  return sql`true
      ${f.kategori ? sql`and m.kategori_surat = ${f.kategori}` : sql``}
      and not exists (select 1 from mail_hidden h where h.mail_id = m.id and h.user_id = ${f.userId})
      ${f.satuanKerjaId ? sql`and m.satuan_kerja_id = ${f.satuanKerjaId}` : sql``}
      ${timestampRange(sql`mine.received_at`, { start_date: f.startDate, end_date: f.endDate })}
      ${pattern ? sql`and (m.perihal ilike ${pattern} or m.no_surat ilike ${pattern} or m.dari ilike ${pattern})` : sql``}`;
}

/**
 * The inbox: one row per letter reaching the user (any recipient row), newest arrival first;
 * unread while any of the user's rows for it is unread.
 */
export async function inbox(db: DbOrTx, f: InboxFilter) {
  const result = await db.execute(inboxQuery(f));
  const rows = (result as unknown as { rows: InboxRow[] }).rows;
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** The statement of one inbox page (see `inbox`). */
export function inboxQuery(f: InboxFilter) {
  return withNames(sql`
    with mine as (${inboxRowsOf(f.pegawaiId, f.startDate, f.kategori)})
    select m.id, m.no_surat, m.perihal, m.status_surat, m.tanggal_surat, m.created_at, m.resi, m.dari,
           s.nama as satuan_kerja_nama, m.pengirim_pegawai_id, m.penerima,
           m.signer_nama, m.signer_jabatan,
           mine.received_at, mine.is_read, mine.role, mine.disposition_id,
           count(*) over () as total
    from mine
    join mail m on m.id = mine.mail_id
    join satuan_kerja s on s.id = m.satuan_kerja_id
    where ${inboxConditions(f)}
    order by mine.received_at desc, m.id desc
    limit ${f.perPage} offset ${offsetOf({ page: f.page, per_page: f.perPage })}`);
}

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
  const pattern = f.q ? likePattern(f.q) : null;
  const result = await db.execute(
    withNames(sql`
    select m.id, m.no_surat, m.perihal, m.status_surat, m.tanggal_surat, m.created_at, m.resi, m.dari,
           s.nama as satuan_kerja_nama, m.pengirim_pegawai_id, m.penerima,
           m.signer_nama, m.signer_jabatan,
           m.created_at as received_at, true as is_read, 'penerima' as role, null::int as disposition_id,
           count(*) over () as total
    from mail m
    join satuan_kerja s on s.id = m.satuan_kerja_id
    where m.kategori_surat = 'external' and m.satuan_kerja_id = ${f.satuanKerjaId}
      and not exists (select 1 from mail_hidden h where h.mail_id = m.id and h.user_id = ${f.userId})
      ${timestampRange(sql`m.created_at`, { start_date: f.startDate, end_date: f.endDate })}
      ${pattern ? sql`and (m.perihal ilike ${pattern} or m.no_surat ilike ${pattern} or m.dari ilike ${pattern})` : sql``}
    order by m.created_at desc, m.id desc
    limit ${f.perPage} offset ${offsetOf({ page: f.page, per_page: f.perPage })}`),
  );
  const rows = (result as unknown as { rows: InboxRow[] }).rows;
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export type { InboxRow };
