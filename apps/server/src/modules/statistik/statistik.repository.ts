import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** A timestamptz column within `[from, to)`, both Asia/Jakarta calendar dates. */
const within = (column: string, from: string, to: string) =>
  sql`${sql.raw(column)} >= (${from}::timestamp at time zone 'Asia/Jakarta')
      and ${sql.raw(column)} < (${to}::timestamp at time zone 'Asia/Jakarta')`;

type CountRow = Record<"disposisi" | "receive" | "pemeriksa" | "approve" | "forward", string>;

/**
 * What the people of a work unit did in `[from, to)`: dispositions and forwards they made
 * (not withdrawn), letters that reached them as addressee or copy (recipient rows), review
 * actions they took (lanjutkan, perbaikan, batalkan, setuju) and approvals (setuju).
 */
export async function unitActivityCounts(
  db: DbOrTx,
  satuanKerjaId: number,
  from: string,
  to: string,
) {
  const result = await db.execute(sql`
    with people as (select id from pegawai where satuan_kerja_id = ${satuanKerjaId}),
    moves as (
      select d.is_disposisi from mail_disposition d
      where d.from_pegawai_id in (select id from people) and d.withdrawn_at is null
        and ${within("d.created_at", from, to)}
    ),
    reviews as (
      select n.action from mail_note n
      where n.pegawai_id in (select id from people)
        and n.action in ('lanjutkan', 'perbaikan', 'batalkan', 'setuju')
        and ${within("n.created_at", from, to)}
    )
    select
      (select count(*) from moves where is_disposisi) as disposisi,
      (select count(*) from moves where not is_disposisi) as forward,
      (select count(*) from mail_recipient r
        where r.pegawai_id in (select id from people) and r.role in ('penerima', 'tembusan')
          and ${within("r.received_at", from, to)}) as receive,
      (select count(*) from reviews) as pemeriksa,
      (select count(*) from reviews where action = 'setuju') as approve`);
  const [row] = (result as unknown as { rows: CountRow[] }).rows;
  return {
    count_disposisi: Number(row?.disposisi ?? 0),
    count_receive: Number(row?.receive ?? 0),
    count_pemeriksa: Number(row?.pemeriksa ?? 0),
    count_approve: Number(row?.approve ?? 0),
    count_forward: Number(row?.forward ?? 0),
  };
}

/**
 * Letters of a work unit delivered in `[from, to)` per Asia/Jakarta month — outgoing ones when
 * approved, incoming ones when registered — optionally only those classified under a code or
 * any of its descendants (the klasifikasi tree by parent id).
 */
export async function lettersPerMonth(
  db: DbOrTx,
  f: { satuanKerjaId: number; from: string; to: string; klasifikasiId?: number },
) {
  const at = "coalesce(m.sent_at, m.created_at)";
  const result = await db.execute(sql`
    with recursive codes as (
      select k.id from klasifikasi k where k.id = ${f.klasifikasiId ?? null}::int
      union all
      select k.id from klasifikasi k join codes c on k.parent_id = c.id
    )
    select extract(month from (${sql.raw(at)} at time zone 'Asia/Jakarta'))::int as month,
           count(*) as value
    from mail m
    where m.satuan_kerja_id = ${f.satuanKerjaId} and m.status_surat = 'terkirim'
      and ${within(at, f.from, f.to)}
      ${f.klasifikasiId ? sql`and m.klasifikasi_id in (select id from codes)` : sql``}
    group by 1`);
  return (result as unknown as { rows: { month: number; value: string }[] }).rows;
}
