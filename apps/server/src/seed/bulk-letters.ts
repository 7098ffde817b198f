import type { DbOrTx } from "../db/client";
import { bodyKey } from "./bulk-bodies";
import { chance, intArray, lit, pickText, resiOf, rnd, run, textArray, uuidOf } from "./bulk-sql";
import { ACTIONS, MATTERS, PERIODS, PLACES, SENDERS } from "./bulk-words";

/** Ids of the reference data the subjects point at (missing codes give no classification). */
export async function letterReferences(db: DbOrTx) {
  const klas = await run<{ id: number; kode: string }>(
    db,
    `select id, kode from klasifikasi where kode in (${MATTERS.map((m) => lit(m[1])).join(",")})`,
  );
  const jenis = await run<{ id: number; kode: string }>(db, "select id, kode from jenis_naskah");
  const klasId = new Map(klas.map((k) => [k.kode, k.id]));
  const jenisId = new Map(jenis.map((j) => [j.kode, j.id]));
  return {
    klasIds: MATTERS.map((m) => klasId.get(m[1]) ?? null),
    klasKode: MATTERS.map((m) => (klasId.has(m[1]) ? m[1] : "000")),
    jenisIds: ACTIONS.map((a) => jenisId.get(a.jenis) ?? null),
  };
}

export type LetterReferences = Awaited<ReturnType<typeof letterReferences>>;

/** Local date-time text of a Jakarta wall-clock timestamp, as the schedule form sends it. */
const isoJakarta = (ts: string) => `to_char(${ts}, 'YYYY-MM-DD"T"HH24:MI:SS') || '+07:00'`;

/**
 * Stages one row per letter in `bulk_mail`: who writes, reviews, receives and disposes it,
 * when, in which status, and its subject. Every later statement reads its rows from here.
 *
 * The mix: 60 % internal (outgoing) letters — older ones almost all delivered or cancelled,
 * those of the last 60 days often still drafts, in review or sent back — and 40 % incoming
 * letters registered by the secretariat, addressed to the head, of which 45 % are disposed
 * down the hierarchy and some forwarded again to staff.
 */
export async function stageLetters(
  db: DbOrTx,
  count: number,
  units: number,
  refs: LetterReferences,
) {
  const a = rnd(26, ACTIONS.length);
  const m = rnd(27, MATTERS.length);
  const sender = rnd(40, SENDERS.length);
  await run(
    db,
    `create temp table bulk_mail on commit drop as
     with base as (
       -- A version-4 UUID from the series number (its streams differ from the notifications').
       select g as i, ${uuidOf("g", 101)} as id,
              s.*, o.kepala as o_kepala,
              o.sekretaris as o_sekretaris, o2.kepala as o2_kepala,
              o.kabid[1 + ${rnd(57, 1000)} % cardinality(o.kabid)] as o_kabid,
              ${chance(1, 60)} as internal, ${rnd(6, 1095)}::int as age, ${rnd(8, 100)} as u,
              1 + ${rnd(9, 3)}::int as n_rev,
              s.kabid[1 + ${rnd(3, 1000)} % cardinality(s.kabid)] as kabid_x,
              s.kabid[1 + ${rnd(13, 1000)} % cardinality(s.kabid)] as kabid_y,
              case when s.fav_staf > 0 and ${chance(4, 30)} then s.fav_staf
                   else s.staf[1 + ${rnd(5, 100000)} % s.n_staf] end as author,
              case when s.fav_staf > 0 and ${chance(23, 50)} then s.fav_staf
                   else s.staf[1 + ${rnd(44, 100000)} % s.n_staf] end as staf_y,
              case when cardinality(s.fav_copy) > 0 and ${chance(45, 20)}
                   then s.fav_copy[1 + ${rnd(46, 100)} % cardinality(s.fav_copy)] end as fav,
              ${a}::int + 1 as a, ${m}::int + 1 as m, ${sender}::int + 1 as snd,
              (now() at time zone 'Asia/Jakarta')::date - ${rnd(6, 1095)}::int as day0
       from generate_series(1, ${count}) g
       join bulk_sk s on s.idx = ${rnd(2, units)}
       join bulk_sk o on o.idx = (s.idx + 1 + ${rnd(14, units - 1)}) % ${units}
       join bulk_sk o2 on o2.idx = (o.idx + 1 + ${rnd(15, Math.max(1, units - 2))}) % ${units}),
     timed as (
       select b.*,
              -- Letters are written on working days, between 07:30 and 16:00 Jakarta time.
              b.day0 - case extract(isodow from b.day0) when 6 then 1 when 7 then 2 else 0 end as day
       from base b),
     dated as (
       select t.*,
              least(now() - interval '5 minutes',
                    (t.day + time '07:30' + ${rnd(7, 510, "t.i")} * interval '1 minute') at time zone 'Asia/Jakarta') as created_at,
              case when not t.internal then 'terkirim'
                   when t.age < 60 then case when t.u < 10 then 'draft' when t.u < 50 then 'pemeriksa'
                        when t.u < 55 then 'perbaikan' when t.u < 58 then 'batal' else 'terkirim' end
                   else case when t.u < 2 then 'draft' when t.u < 3 then 'perbaikan'
                        when t.u < 9 then 'batal' else 'terkirim' end end as status
       from timed t),
     staged as (
     select d.i, d.id, d.sk, d.singkatan, d.internal, d.status, d.created_at, d.day, d.kepala, d.kepala_jab,
            d.registrar, d.kabid_x, d.sekretaris, d.staf_y, d.n_rev, d.a, d.m, d.snd,
            -- Incoming letters are delivered when registered; outgoing ones after their review.
            case when not d.internal then d.created_at
                 when d.status = 'terkirim'
                 then least(now(), d.created_at + (30 + ${rnd(33, 4320, "d.i")}) * interval '1 minute') end as sent_at,
            d.author,
            case d.n_rev when 3 then array[d.kabid_x, d.sekretaris, d.kepala]
                 when 2 then array[case when ${chance(16, 50, "d.i")} then d.kabid_x else d.sekretaris end, d.kepala]
                 else array[d.kepala] end as rev,
            case when d.status in ('draft', 'perbaikan') then 0
                 when d.status in ('pemeriksa', 'batal') then 1 + ${rnd(10, 3, "d.i")}::int % d.n_rev
                 else d.n_rev end as order_now,
            case when not d.internal then array[d.kepala]
                 when ${chance(11, 30, "d.i")} then array[case when d.fav_staf > 0 and ${chance(12, 30, "d.i")} then d.fav_staf else d.kabid_y end]
                 when ${chance(17, 30, "d.i")} then array[d.o_kepala, d.o2_kepala]
                 else array[d.o_kepala] end as pen,
            array_remove(case
                 when not d.internal then array[case when ${chance(18, 60, "d.i")} then d.sekretaris end,
                                                case when ${chance(19, 30, "d.i")} then d.kabid_y end,
                                                case when ${chance(58, 30, "d.i")} and d.kabid_x <> d.kabid_y then d.kabid_x end, d.fav]
                 when ${chance(11, 30, "d.i")} then array[d.sekretaris, d.fav]
                 else array[case when ${chance(18, 70, "d.i")} then d.sekretaris end,
                            case when ${chance(19, 60, "d.i")} then d.o_sekretaris end,
                            case when ${chance(58, 50, "d.i")} then d.o_kabid end,
                            case when ${chance(59, 40, "d.i")} then d.kabid_y end, d.fav] end, null) as tem,
            not d.internal and ${chance(20, 45, "d.i")} as disposed,
            case when ${rnd(21, 100, "d.i")} < 60 then array[d.kabid_x]
                 when ${rnd(21, 100, "d.i")} < 85 or d.kabid_x = d.sekretaris then array[d.sekretaris]
                 else array[d.kabid_x, d.sekretaris] end as d1_targets,
            ${chance(22, 40, "d.i")} as d2_wanted,
            ${chance(24, 70, "d.i")} as d2_disposisi,
            (${textArray(ACTIONS.map((x) => x.text))})[d.a] || ' ' || (${textArray(MATTERS.map((x) => x[0]))})[d.m]
              || replace(${pickText(PERIODS, 28, "d.i")}, '{Y}', extract(year from d.day)::text) as perihal,
            (${intArray(refs.klasIds)})[d.m] as klas_id,
            (${textArray(refs.klasKode)})[d.m] as klas_kode,
            (${intArray(refs.jenisIds)})[d.a] as jenis_id,
            (array[${ACTIONS.map((x) => x.jadwal).join(",")}])[d.a] and ${chance(29, 80, "d.i")} as jadwal
     from dated d),
     dated_on as (
       select x.*, (coalesce(x.sent_at, x.created_at) at time zone 'Asia/Jakarta')::date as tanggal,
              extract(year from coalesce(x.sent_at, x.created_at) at time zone 'Asia/Jakarta')::int as tahun
       from staged x)
     -- The place in the unit's yearly numbering (or agenda) sequence. Rows are stored in id
     -- order, so every insert that reads them in order appends to its primary key's btree
     -- instead of touching random pages of it.
     select y.*, row_number() over (partition by y.internal, y.status = 'terkirim', y.sk, y.tahun
                                    order by coalesce(y.sent_at, y.created_at), y.i) as seq
     from dated_on y
     order by y.id`,
  );
  await run(db, "analyze bulk_mail");
}

/**
 * The mail rows: numbered (internal, delivered) after the work unit's counter, agenda for
 * incoming; outgoing letters take their body from `bulk_body` (stageBodies). What an inbox
 * search matches of each letter is kept in `bulk_cari` as it is written, for the inbox entries:
 * reading it back would read every letter again (10 GB at 10,000,000 letters). With the
 * triggers off (`counted`), the banks' day counts (the count of the view `bank_day_tally`) are
 * added from the rows as they are written, for the same reason.
 */
export async function insertMail(db: DbOrTx, counted: boolean) {
  // Numbers continue after whatever the unit already used, so nothing collides with them.
  await run(
    db,
    `create temp table bulk_base on commit drop as
     select k.sk, k.tahun, max(k.last) as last_nomor, max(k.agenda) as last_agenda from (
       select satuan_kerja_id as sk, tahun, last, 0 as agenda from nomor_counter where scope = 0
       union all select satuan_kerja_id, tahun, max(nomor_urut), 0 from mail where nomor_urut is not null and nomor_scope = 0 group by 1, 2
       union all select satuan_kerja_id, tahun, 0, last from agenda_counter
       union all select satuan_kerja_id, tahun_agenda, 0, max(nomor_agenda) from mail where nomor_agenda is not null group by 1, 2
     ) k group by k.sk, k.tahun`,
  );
  await run(db, "analyze bulk_base");
  const senderName = (n: 0 | 1 | 2) => `(${textArray(SENDERS.map((s) => s[n]))})[b.snd]`;
  const schedule = `(b.day + ${rnd(47, 14, "b.i")}::int + 2 + time '09:00')`;
  await run(
    db,
    "create temp table bulk_cari (id uuid not null, cari text not null) on commit drop",
  );
  await run(
    db,
    `with written as (
     insert into mail (id, satuan_kerja_id, kategori_surat, bentuk_surat, status_surat, created_by,
       pengirim_pegawai_id, pengirim_jabatan_id, jenis_naskah_id, klasifikasi_id, perihal, lampiran_jumlah,
       sifat_pengamanan, sifat_penyampaian, isi_surat, no_surat, nomor_urut, tahun, tanggal_surat, dari,
       tanggal_terima, tahun_agenda, nomor_agenda, data_pengirim, resi, type_tanda_tangan, penerima,
       tembusan, order_now, enable_ds, info_jadwal, created_at, updated_at, sent_at,
       signer_pegawai_id, signer_nama, signer_jabatan, signer_satuan_kerja)
     select b.id, b.sk, case when b.internal then 'internal' else 'external' end, 'text-editor', b.status,
       case when b.internal then l.user_id else b.registrar end,
       case when b.internal then b.kepala end, case when b.internal then b.kepala_jab end,
       case when b.internal then b.jenis_id end, b.klas_id, b.perihal, ${rnd(32, 4, "b.i")},
       case when ${chance(30, 2, "b.i")} then 'Rahasia' else 'Biasa' end,
       case when ${chance(31, 15, "b.i")} then 'Cepat' else 'Biasa' end,
       coalesce(body.html, ''),
       case when b.internal and b.status = 'terkirim'
            then b.klas_kode || '/' || (coalesce(n.last_nomor, 0) + b.seq) || '/' || b.singkatan || '/' || b.tahun
            when not b.internal
            then b.klas_kode || '/' || (1 + ${rnd(41, 4000, "b.i")}) || '/' || ${senderName(1)} || '/' || extract(year from b.day)::int end,
       case when b.internal and b.status = 'terkirim' then coalesce(n.last_nomor, 0) + b.seq end,
       case when b.internal and b.status = 'terkirim' then b.tahun end,
       case when b.internal and b.status = 'terkirim' then b.tanggal
            when not b.internal then b.day - ${rnd(42, 10, "b.i")}::int end,
       case when not b.internal then ${senderName(0)} end,
       case when not b.internal then b.day end,
       case when not b.internal then b.tahun end,
       case when not b.internal then coalesce(n.last_agenda, 0) + b.seq end,
       case when not b.internal then jsonb_build_object('nama', 'Bagian Tata Usaha', 'email', 'tu@' || ${senderName(2)},
         'nomor_wa', '0812' || lpad(${rnd(43, 100000000, "b.i")}::text, 8, '0')) end,
       case when not b.internal then ${resiOf("b.i")} end,
       case when b.status = 'terkirim' or ${chance(34, 20, "b.i")} then 'basah' else 'digital' end,
       jsonb_build_object('user', to_jsonb(b.pen), 'plt', '[]'::jsonb, 'user_eksternal', '[]'::jsonb),
       jsonb_build_object('user', to_jsonb(b.tem), 'plt', '[]'::jsonb, 'user_eksternal', '[]'::jsonb),
       b.order_now, true,
       case when b.jadwal then jsonb_build_object(
         'tanggal_mulai', ${isoJakarta(schedule)},
         'tanggal_berakhir', ${isoJakarta(`${schedule} + interval '150 minutes'`)},
         'tempat', ${pickText(PLACES, 48, "b.i")}) end,
       b.created_at, coalesce(b.sent_at, b.created_at), b.sent_at,
       sp.id, sp.name, sj.name, ss.nama
     from bulk_mail b
     left join bulk_login l on l.pegawai_id = b.author
     -- The head signs every sent internal letter (the last of its reviewers).
     left join pegawai sp on sp.id = b.kepala and b.internal and b.status = 'terkirim'
     left join jabatan sj on sj.id = sp.jabatan_id
     left join satuan_kerja ss on ss.id = sp.satuan_kerja_id
     left join bulk_base n on n.sk = b.sk and n.tahun = b.tahun
     left join bulk_body body on body.k = ${bodyKey("b")} and b.internal
     returning id, perihal, no_surat, dari, satuan_kerja_id, kategori_surat, tanggal_terima,
               created_at, status_surat, sifat_pengamanan)
     ${
       counted
         ? `, cari as (insert into bulk_cari select id, inbox_letter_cari(perihal, no_surat, dari) from written)
     insert into bank_day_count as c
     select w.satuan_kerja_id, w.kategori_surat, bank_day(w.kategori_surat, w.tanggal_terima, w.created_at),
            w.status_surat, w.sifat_pengamanan, count(*)
     from written w group by 1, 2, 3, 4, 5
     on conflict (satuan_kerja_id, kategori_surat, day, status_surat, sifat_pengamanan)
     do update set total = c.total + excluded.total`
         : "insert into bulk_cari select id, inbox_letter_cari(perihal, no_surat, dari) from written"
     }`,
  );
  await run(db, "analyze bulk_cari");
}
