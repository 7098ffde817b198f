import type { DbOrTx } from "../db/client";
import { kodeListText } from "../lib/klasifikasi-keamanan-sql";
import { bulkDebug, run } from "./bulk-sql";

/** Letters per statement: bounds the memory of one statement; each batch is a slice of ids. */
export const SEARCH_BATCH = 50_000;

/**
 * The search documents of the bulk letters. The load runs as replica, so the triggers that
 * keep `search_document` (migrations 0024, 0025) do not fire: this writes what
 * search_refresh_mail would, set-based. Calling the function itself costs about a
 * millisecond a letter on PGlite (its people look-up is planned as a scan of every employee,
 * and its access keys are looked up letter by letter): 109 s for 100,000 letters against
 * 26 s this way, and some twenty minutes for a million.
 *
 * Every column has the function's expression, with the words of the texts that repeat
 * computed once: each distinct subject (weight A), each employee's name and position, and
 * each distinct body (C). Joining such parts with `||` gives exactly the words and positions
 * of the joined text, since the `lontar` configuration has no stop words (each word takes a
 * position) and every part ends at a word. The employees are taken in id order; the function
 * takes them in whatever order its plan yields, which only moves positions within weight B.
 * Bulk letters carry no files: the function's 'D' part is then empty and `teks_diproses`
 * false. Demo letters in the id ranges already have their rows and are left as they are.
 *
 * Reads the reviewers, recipients and dispositions by letter: their indexes must exist.
 */
export async function insertSearchDocuments(
  db: DbOrTx,
  letters: number,
  step: (label: string) => void = () => undefined,
) {
  await stageWords(db);
  step("search_document: kata perihal, pegawai, isi");
  const batches = Math.max(1, Math.round(letters / SEARCH_BATCH));
  for (let n = 0; n < batches; n++) {
    const inRange = idRange(n, batches);
    await run(
      db,
      `insert into search_document (jenis, ref_id, satuan_kerja_id, tanggal, judul, no_surat, kode,
         isi, tsv, akses, teks_diproses, updated_at)
       with akses as (${accessKeysSql(inRange)}),
       notes as (
         -- The instructions and notes of open dispositions, as the function reads them (in
         -- the order they were given, as its look-up by letter returns them).
         select d.mail_id, string_agg(concat_ws(' ', (select string_agg(i, ' ')
                  from jsonb_array_elements_text(d.instructions) i), d.keterangan), ' ' order by d.id) as teks
         from mail_disposition d where ${inRange("d.mail_id")} and not d.is_private
         group by d.mail_id)
       select 'surat', m.id, m.satuan_kerja_id,
         coalesce(m.tanggal_surat, (coalesce(m.sent_at, m.created_at) at time zone 'Asia/Jakarta')::date),
         m.perihal, m.no_surat,
         concat_ws(' ', m.no_surat, m.resi, m.nomor_agenda::text, people.nips),
         concat_ws(' ', coalesce(body.plain, search_plain_text(m.isi_surat)), notes.teks),
         -- The numbers whole and the pairs of adjacent words, as the trigger of migrations
         -- 0026 and 0032 appends them (not run here).
         words.tsv || search_numbers(concat_ws(' ', m.no_surat, m.resi, m.nomor_agenda::text,
           people.nips)) || search_pairs(words.tsv),
         akses.keys, false, now()
       from mail m
       -- The function's set of people, read by primary key.
       cross join lateral (
         select string_agg(p.label, ' ' order by p.id) as names,
                string_agg(p.nip, ' ' order by p.id) as nips,
                pg_temp.bulk_tsv_agg(p.tsv order by p.id) as tsv
         from bulk_person p
         where p.id = any (array(
           select m.pengirim_pegawai_id
           union select (jsonb_array_elements_text(s.sel -> r.kind))::int
           from (values (m.penerima), (m.tembusan)) s(sel) cross join (values ('user'), ('plt')) r(kind)))
       ) people
       left join bulk_subject subject on subject.perihal = m.perihal
       left join bulk_body_text body on body.html = m.isi_surat
       left join notes on notes.mail_id = m.id
       cross join lateral (
         select coalesce(subject.tsv, setweight(to_tsvector('lontar', m.perihal), 'A'))
           || setweight(to_tsvector('lontar', concat_ws(' ', m.no_surat, m.dari, m.signer_nama,
                m.signer_jabatan)) || coalesce(people.tsv, ''), 'B')
           || coalesce(body.tsv, setweight(to_tsvector('lontar', search_plain_text(m.isi_surat)), 'C'))
           || coalesce(setweight(to_tsvector('lontar', notes.teks), 'C'), '') as tsv
       ) words
       join akses on akses.mail_id = m.id
       where ${inRange("m.id")}
       on conflict (jenis, ref_id) do nothing`,
    );
    if (bulkDebug) step(`search_document ${n + 1}/${batches}`);
  }
  await run(db, "drop aggregate pg_temp.bulk_tsv_agg(tsvector)");
}

/**
 * search_akses_mail for the letters in range, grouped: the author's user; once sent, every
 * reviewer and recipient; the secretariat of the letter's unit when its security class lets
 * it (Biasa, Terbatas), and of every unit it reached when its class lets them (Biasa). Every
 * table is read within the range only (by its index on the letter), so a batch costs the same
 * however many letters there are.
 */
function accessKeysSql(inRange: (id: string) => string) {
  const sent = "m.status_surat <> 'draft'";
  const ownUnit = `${sent} and m.sifat_pengamanan in ${kodeListText("sekretariatUnit")}`;
  const reached = `${sent} and m.sifat_pengamanan in ${kodeListText("sekretariatPenerima")}`;
  const letters = `(select id, created_by, status_surat, sifat_pengamanan, satuan_kerja_id
    from mail where ${inRange("id")})`;
  return `select k.mail_id, array_agg(distinct k.k) as keys from (
      select m.id as mail_id, 'u:' || m.created_by as k from ${letters} m
      union all select m.id, 's:' || m.satuan_kerja_id from ${letters} m where ${ownUnit}
      union all select m.id, 'p:' || rv.pegawai_id from ${letters} m
        join mail_reviewer rv on rv.mail_id = m.id and ${inRange("rv.mail_id")} where ${sent}
      union all select m.id, 'p:' || rc.pegawai_id from ${letters} m
        join mail_recipient rc on rc.mail_id = m.id and ${inRange("rc.mail_id")} where ${sent}
      union all select m.id, 's:' || pu.satuan_kerja_id from ${letters} m
        join mail_recipient ru on ru.mail_id = m.id and ${inRange("ru.mail_id")}
        join pegawai pu on pu.id = ru.pegawai_id
        where ${reached} and pu.satuan_kerja_id is not null
    ) k group by k.mail_id`;
}

/** The texts that repeat across the letters, each with its words, and the aggregate that joins words. */
async function stageWords(db: DbOrTx) {
  await run(
    db,
    `create aggregate pg_temp.bulk_tsv_agg(tsvector)
       (sfunc = pg_catalog.tsvector_concat, stype = tsvector, initcond = '')`,
  );
  await run(
    db,
    `create temp table bulk_person on commit drop as
     select p.id, x.label, p.nip, to_tsvector('lontar', x.label) as tsv
     from pegawai p left join jabatan j on j.id = p.jabatan_id
     cross join lateral (select concat_ws(' ', p.name, j.name) as label) x`,
  );
  await run(db, "alter table bulk_person add primary key (id)");
  await run(
    db,
    `create temp table bulk_subject on commit drop as
     select t.perihal, setweight(to_tsvector('lontar', t.perihal), 'A') as tsv
     from (select distinct perihal from bulk_mail) t`,
  );
  await run(
    db,
    `create temp table bulk_body_text on commit drop as
     select t.html, search_plain_text(t.html) as plain,
            setweight(to_tsvector('lontar', search_plain_text(t.html)), 'C') as tsv
     from (select distinct html from bulk_body) t`,
  );
  // The letters' tables too: the batches' id ranges are read by index only when the planner
  // knows how many rows there are.
  await run(
    db,
    "analyze mail, mail_reviewer, mail_recipient, mail_disposition, bulk_person, bulk_subject, bulk_body_text",
  );
}

/** Batch `n` of `count` as a condition on a letter id column: an equal slice of the ids. */
function idRange(n: number, count: number) {
  const bound = (k: number) =>
    `'${Math.floor((k * 2 ** 32) / count)
      .toString(16)
      .padStart(8, "0")}-0000-0000-0000-000000000000'::uuid`;
  return (id: string) =>
    [n > 0 ? `${id} >= ${bound(n)}` : "", n < count - 1 ? `${id} < ${bound(n + 1)}` : ""]
      .filter(Boolean)
      .join(" and ") || "true";
}
