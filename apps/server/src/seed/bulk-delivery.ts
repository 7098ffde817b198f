import type { DbOrTx } from "../db/client";
import { chance, lit, pickText, rnd, run, textArray, uuidOf } from "./bulk-sql";
import { CANCEL_NOTES, DISPOSITION_NOTES, REVISION_NOTES, SENDERS } from "./bulk-words";

/**
 * Everything that happens to a staged letter (`bulk_mail` rows `b`) after it is written:
 * reviews and their notes, delivery to recipients, dispositions and forwards, notifications,
 * and the numbering counters. Times derive from the letter's own, never after now().
 */

const minutes = (stream: number, span: number, v: string) =>
  `(20 + ${rnd(stream, span, v)}) * interval '1 minute'`;
/** When the head disposed the letter, and when the first target passed it on. */
const d1At = `least(now(), b.sent_at + ${minutes(35, 2880, "b.i")})`;
const d2At = `least(now(), ${d1At} + ${minutes(36, 2880, "b.i")})`;
const hasD2 =
  "(b.disposed and b.d2_wanted and b.d1_targets[1] = b.kabid_x and b.kabid_x <> b.sekretaris)";
const SENDER_NAME = `(${textArray(SENDERS.map((x) => x[0]))})[b.snd]`;
/** The reviewer at work opened a letter waiting for them about half the time. */
const atWorkRead = chance(50, 50, "b.i");

/**
 * Reviewer rows (acted up to where the letter stands), the history notes and the paraf. With the
 * triggers off (`counted`), the letters waiting for each reviewer are counted by day as the rows
 * are written (the count of the view `at_work_day_tally`).
 */
export async function insertReviews(db: DbOrTx, counted: boolean) {
  const acted = `(b.status = 'terkirim' or (b.status = 'batal' and x.k <= b.order_now)
                  or (b.status = 'pemeriksa' and x.k < b.order_now) or (b.status = 'perbaikan' and x.k = 1))`;
  const actedAt = `case when b.status = 'terkirim'
      then b.created_at + (b.sent_at - b.created_at) * x.k / cardinality(b.rev)
      else least(now(), b.created_at + x.k * interval '3 hours') end`;
  await run(
    db,
    `${counted ? "with written as (" : ""}insert into mail_reviewer (mail_id, urutan, pegawai_id, mail_created_at, mail_created_by,
       acted_at, read_at, at_work, reached)
     select b.id, x.k, x.peg, b.created_at, l.user_id, case when ${acted} then ${actedAt} end,
            case when ${acted} then ${actedAt}
                 when b.status = 'pemeriksa' and x.k = b.order_now and ${atWorkRead}
                 then least(now(), b.created_at + interval '1 hour') end,
            -- The marks as mail_reviewer_restage (migration 0036) keeps them.
            coalesce(b.status = 'pemeriksa' and x.k = b.order_now, false),
            coalesce(x.k <= b.order_now and array_position(b.rev, x.peg) = x.k, false)
     from bulk_mail b cross join lateral unnest(b.rev) with ordinality as x(peg, k)
     left join bulk_login l on l.pegawai_id = b.author
     where b.internal
     ${
       counted
         ? `returning pegawai_id, mail_created_at, read_at, at_work)
     insert into at_work_day_count as c
     select w.pegawai_id, (w.mail_created_at at time zone 'Asia/Jakarta')::date, count(*),
            count(*) filter (where w.read_at is not null)
     from written w where w.at_work group by 1, 2
     on conflict (pegawai_id, day) do update set
       total = c.total + excluded.total, is_read = c.is_read + excluded.is_read`
         : ""
     }`,
  );
  // Riwayat catatan: the author's 'kirim' and the last reviewer action that decided the status.
  await run(
    db,
    `insert into mail_note (mail_id, user_id, pegawai_id, action, keterangan, created_at)
     select b.id, l.user_id, b.author, 'kirim', '', b.created_at
     from bulk_mail b join bulk_login l on l.pegawai_id = b.author
     where b.internal and b.status <> 'draft'
     union all
     select b.id, l.user_id, n.peg, n.action, n.note, n.at
     from bulk_mail b
     cross join lateral (select
       case b.status when 'terkirim' then b.rev[cardinality(b.rev)] when 'batal' then b.rev[b.order_now] else b.rev[1] end as peg,
       case b.status when 'terkirim' then 'setuju' when 'batal' then 'batalkan' else 'perbaikan' end as action,
       case b.status when 'terkirim' then '' when 'batal' then ${pickText(CANCEL_NOTES, 37, "b.i")}
            else ${pickText(REVISION_NOTES, 37, "b.i")} end as note,
       case b.status when 'terkirim' then b.sent_at
            else least(now(), b.created_at + greatest(b.order_now, 1) * interval '3 hours') end as at) n
     join bulk_login l on l.pegawai_id = n.peg
     where b.internal and b.status in ('terkirim', 'batal', 'perbaikan')`,
  );
  // The signer's paraf on the SETUJU note of each sent letter (the archive copy shows it), with
  // the name and position as held then, as an approval records it.
  await run(
    db,
    `insert into mail_paraf (mail_id, note_id, urutan, pegawai_id, action, nama, jabatan, created_at)
     select n.mail_id, n.id, cardinality(b.rev), n.pegawai_id, n.action, p.name, j.name, n.created_at
     from mail_note n
     join bulk_mail b on b.id = n.mail_id
     join pegawai p on p.id = n.pegawai_id
     left join jabatan j on j.id = p.jabatan_id
     where n.action = 'setuju'`,
  );
}

/** A read time for a recipient row: old rows are nearly all read, recent ones about half. */
const readAt = (received: string, v: string) => `case
  when ${received} < now() - interval '14 days' and ${chance(38, 95, v)}
    or ${chance(39, 45, v)}
  then least(now(), ${received} + (5 + ${rnd(49, 600, v)}) * interval '1 minute') end`;

/**
 * Every recipient row of the staged letters with the notification it causes: penerima and
 * tembusan on delivery, disposition targets, and the second-level targets.
 */
function recipientRows(dispositionBase: number) {
  const v = "b.i * 8 + x.k";
  return `
    select b.id as mail_id, x.peg, 'penerima' as role, null::bigint as disposition_id, b.sent_at as received_at,
           case when b.disposed and x.k = 1 then least(now(), b.sent_at + interval '10 minutes')
                else ${readAt("b.sent_at", v)} end as read_at,
           case when b.disposed and x.k = 1 then ${d1At} end as disposed_at,
           b.perihal, null::int as from_peg, ${SENDER_NAME} as from_text, b.internal
    from bulk_mail b cross join lateral unnest(b.pen) with ordinality as x(peg, k)
    where not b.internal
    union all
    select b.id, x.peg, 'penerima', null, b.sent_at, ${readAt("b.sent_at", v)}, null, b.perihal, b.kepala, null, b.internal
    from bulk_mail b cross join lateral unnest(b.pen) with ordinality as x(peg, k)
    where b.internal and b.status = 'terkirim'
    union all
    select b.id, x.peg, 'tembusan', null, b.sent_at, ${readAt("b.sent_at", `${v} + 4`)}, null, b.perihal, null, null, b.internal
    from bulk_mail b cross join lateral unnest(b.tem) with ordinality as x(peg, k)
    where b.status = 'terkirim'
    union all
    select b.id, x.peg, 'disposisi', ${dispositionBase} + b.i * 2, ${d1At},
           case when ${hasD2} and x.k = 1 then least(now(), ${d1At} + interval '10 minutes')
                else ${readAt(d1At, `${v} + 2`)} end,
           case when ${hasD2} and x.k = 1 then ${d2At} end, b.perihal, b.kepala, null, b.internal
    from bulk_mail b cross join lateral unnest(b.d1_targets) with ordinality as x(peg, k)
    where b.disposed
    union all
    select b.id, b.staf_y, case when b.d2_disposisi then 'disposisi' else 'teruskan' end,
           ${dispositionBase} + b.i * 2 + 1, ${d2At}, ${readAt(d2At, "b.i * 8 + 7")}, null, b.perihal, b.kabid_x, null, b.internal
    from bulk_mail b where ${hasD2}`;
}

/** Dispositions (head → division) and the second level (division → staff), with fixed ids. */
async function insertDispositions(db: DbOrTx, base: number) {
  const petunjuk = (
    await run<{ text: string }>(db, "select text from petunjuk_disposisi order by sort_order, id")
  ).map((r) => r.text);
  const instructions = petunjuk.length
    ? `jsonb_build_array(${pickText(petunjuk, 51, "b.i")}, ${pickText(petunjuk, 52, "b.i")})`
    : "'[]'::jsonb";
  await run(
    db,
    `insert into mail_disposition (id, mail_id, from_user_id, from_pegawai_id, is_disposisi, instructions,
       keterangan, is_private, batas_waktu, created_at)
     overriding system value
     select ${base} + b.i * 2, b.id, l.user_id, b.kepala, true, ${instructions},
            ${pickText(DISPOSITION_NOTES, 53, "b.i")}, ${chance(25, 5, "b.i")},
            case when ${chance(54, 30, "b.i")} then (${d1At} at time zone 'Asia/Jakarta')::date + 7 end, ${d1At}
     from bulk_mail b join bulk_login l on l.pegawai_id = b.kepala where b.disposed
     union all
     select ${base} + b.i * 2 + 1, b.id, l.user_id, b.kabid_x, b.d2_disposisi,
            case when b.d2_disposisi then ${instructions} else '[]'::jsonb end,
            case when b.d2_disposisi then ${pickText(DISPOSITION_NOTES, 55, "b.i")} else '' end, false, null, ${d2At}
     from bulk_mail b join bulk_login l on l.pegawai_id = b.kabid_x where ${hasD2}`,
  );
  await run(
    db,
    "select setval(pg_get_serial_sequence('mail_disposition', 'id'), (select max(id) from mail_disposition))",
  );
}

/**
 * Dispositions, recipient rows, and the 'surat-masuk' notification each recipient row causes
 * (penerima and disposition/forward targets; copies are listed in the inbox without a bell
 * entry). The recipient rows are generated once and feed both tables.
 */
export async function insertDeliveries(db: DbOrTx) {
  const [row] = await run<{ n: number }>(
    db,
    "select coalesce(max(id), 0) + 1 as n from mail_disposition",
  );
  const base = Number(row?.n);
  await insertDispositions(db, base);
  await run(
    db,
    `with r as materialized (${recipientRows(base)}),
     recipients as (
       insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, disposition_id, received_at,
                                   read_at, disposed_at)
       select r.mail_id, case when r.internal then 'internal' else 'external' end, r.peg, r.role,
              r.disposition_id, r.received_at, r.read_at, r.disposed_at from r)
     insert into notification (id, user_id, kategori, type, mail_id, perihal, pengirim, created_at, read_at)
     select ${uuidOf("row_number() over ()", 103)}, l.user_id, 'surat-masuk', r.role, r.mail_id, r.perihal,
            coalesce(r.from_text, p.name), r.received_at, r.read_at
     from r
     join bulk_login l on l.pegawai_id = r.peg
     left join pegawai p on p.id = r.from_peg
     where r.role <> 'tembusan'`,
  );
}

/**
 * The other notifications: 'persetujuan' for the reviewer a letter waits for, 'konsep' for
 * the author of a letter sent back.
 */
export async function insertNotifications(db: DbOrTx) {
  await run(
    db,
    `insert into notification (id, user_id, kategori, type, mail_id, perihal, pengirim, created_at, read_at)
     select gen_random_uuid(), l.user_id, 'persetujuan', 'pemeriksaan', b.id, b.perihal, p.name,
            least(now(), b.created_at + (b.order_now - 1) * interval '3 hours'),
            case when ${atWorkRead} then least(now(), b.created_at + interval '1 hour') end
     from bulk_mail b join bulk_login l on l.pegawai_id = b.rev[b.order_now]
     join pegawai p on p.id = b.author
     where b.status = 'pemeriksa'
     union all
     select gen_random_uuid(), l.user_id, 'konsep', 'perbaikan', b.id, b.perihal, p.name,
            least(now(), b.created_at + interval '3 hours'),
            case when ${chance(56, 50, "b.i")} then now() end
     from bulk_mail b join bulk_login l on l.pegawai_id = b.author
     join pegawai p on p.id = b.rev[1]
     where b.status = 'perbaikan'`,
  );
}

/** Moves the numbering counters past every number in use, so a new approval never collides. */
export async function advanceCounters(db: DbOrTx) {
  await run(
    db,
    `insert into nomor_counter (satuan_kerja_id, scope, tahun, last)
     select satuan_kerja_id, nomor_scope, tahun, max(nomor_urut) from mail where nomor_urut is not null group by 1, 2, 3
     on conflict (satuan_kerja_id, scope, tahun) do update set last = greatest(nomor_counter.last, excluded.last)`,
  );
  await run(
    db,
    `insert into agenda_counter (satuan_kerja_id, tahun, last)
     select satuan_kerja_id, tahun_agenda, max(nomor_agenda) from mail where nomor_agenda is not null group by 1, 2
     on conflict (satuan_kerja_id, tahun) do update set last = greatest(agenda_counter.last, excluded.last)`,
  );
}

export const BULK_MARKER = "bulk_seed";
export const markerSql = (summary: string) =>
  `insert into pengaturan (kunci, nilai) values (${lit(BULK_MARKER)}, ${lit(summary)})`;
