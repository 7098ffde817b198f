import { ACTIVITY_DAY_CAP, ACTIVITY_DAYS } from "@lontar/contracts/dashboard";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { inboxTally } from "../surat/masuk/inbox-query";

type Scope = { userId: number; pegawaiId: number; startDate: string; endDate: string };

export type InboxCountRow = Record<
  `${"internal" | "sekretariat" | "disposisi" | "teruskan"}_${"total" | "read"}`,
  number | string
>;

/**
 * The inbox tabs counted with the inbox's own definition (`inboxTally`, the days' counts of
 * what an inbox tab keeps): 'Surat Masuk' (internal), 'Surat Masuk Sekretariat' (external),
 * and the letters of either tab that reached the user as a disposition or forward target
 * (read: all such rows read). Some forty rows a month; no entry and no letter is read.
 */
export const inboxCountsQuery = (s: Scope) => sql`
    select
      sum(t.total) filter (where t.kategori_surat = 'internal') as internal_total,
      sum(t.is_read) filter (where t.kategori_surat = 'internal') as internal_read,
      sum(t.total) filter (where t.kategori_surat = 'external') as sekretariat_total,
      sum(t.is_read) filter (where t.kategori_surat = 'external') as sekretariat_read,
      sum(t.disposisi) as disposisi_total,
      sum(t.disposisi_read) as disposisi_read,
      sum(t.teruskan) as teruskan_total,
      sum(t.teruskan_read) as teruskan_read
    from (${inboxTally(s)}) t`;

/** The counts of `inboxCountsQuery`'s row, card by card. */
export function inboxCounts(row: InboxCountRow | undefined) {
  const n = (key: keyof InboxCountRow) => Number(row?.[key] ?? 0);
  return {
    internal: { total: n("internal_total"), read: n("internal_read") },
    sekretariat: { total: n("sekretariat_total"), read: n("sekretariat_read") },
    disposisi: { total: n("disposisi_total"), read: n("disposisi_read") },
    teruskan: { total: n("teruskan_total"), read: n("teruskan_read") },
  };
}

export type ActivityRow = {
  kind: string;
  created_at: Date | string;
  perihal: string;
  other: string | null;
};

/**
 * The user's own actions of the latest days (Asia/Jakarta) that have any, newest first, at
 * most `ACTIVITY_DAY_CAP` a day: drafts written (unless sent at once, which the 'kirim' note
 * records), review notes, dispositions and forwards (not withdrawn), letters registered.
 */
export async function recentActivity(db: DbOrTx, userId: number) {
  const result = await db.execute(sql`
    with acts as (
      select 'buat' as kind, m.id as mail_id, null::bigint as ref_id, m.created_at
      from mail m
      where m.created_by = ${userId} and m.kategori_surat = 'internal'
        and not exists (
          select 1 from mail_note n
          where n.mail_id = m.id and n.action = 'kirim' and n.user_id = ${userId}
            and n.created_at < m.created_at + interval '1 minute')
      union all
      select 'catat', m.id, null, m.created_at
      from mail m
      where m.created_by = ${userId} and m.kategori_surat = 'external'
      union all
      select n.action, n.mail_id, n.id, n.created_at
      from mail_note n
      where n.user_id = ${userId}
      union all
      select case when d.is_disposisi then 'disposisi' else 'teruskan' end, d.mail_id, d.id,
             d.created_at
      from mail_disposition d
      where d.from_user_id = ${userId} and d.withdrawn_at is null
    ),
    dated as (select acts.*, (acts.created_at at time zone 'Asia/Jakarta')::date as day from acts),
    days as (select distinct day from dated order by day desc limit ${ACTIVITY_DAYS}),
    ranked as (
      select dated.*,
             row_number() over (partition by dated.day
                                order by dated.created_at desc, dated.ref_id desc nulls last) as rn
      from dated join days on days.day = dated.day
    )
    select ranked.kind, ranked.created_at, m.perihal,
      case
        when ranked.kind = 'buat' then (
          select string_agg(p.name, ', ' order by p.name) from pegawai p
          where p.id in (select (jsonb_array_elements_text(m.penerima -> 'user'))::int))
        when ranked.kind = 'kirim' then (
          select p.name from mail_reviewer r join pegawai p on p.id = r.pegawai_id
          where r.mail_id = m.id and r.urutan = 1)
        when ranked.kind in ('disposisi', 'teruskan') then (
          select string_agg(p.name, ', ' order by r.id) from mail_recipient r
          join pegawai p on p.id = r.pegawai_id
          where r.disposition_id = ranked.ref_id)
        when ranked.kind = 'catat' then m.dari
        else (
          select p.name from users u join pegawai p on p.nip = u.peg_nip
          where u.id = m.created_by)
      end as other
    from ranked
    join mail m on m.id = ranked.mail_id
    where ranked.rn <= ${ACTIVITY_DAY_CAP}
    order by ranked.created_at desc, ranked.ref_id desc nulls last`);
  return (result as unknown as { rows: ActivityRow[] }).rows;
}
