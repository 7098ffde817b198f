import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AT_WORK_DAY_DRIFT, BANK_DAY_DRIFT, INBOX_DAY_DRIFT } from "../test/day-count-drift";
import { approvedLetter } from "../test/factories/dashboard";
import { act, sentLetter } from "../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../test/harness";
import { BulkSeedRefused, seedBulk } from "./bulk";
import { run } from "./bulk-sql";

const LETTERS = 2000;
let t: TestApp;
let counts: Awaited<ReturnType<typeof seedBulk>>;
/** Search documents lying before an older one, as the load left them (later tests write more). */
let outOfDateOrder: number;
/** The smallest share of pages marked all-visible among the letter tables, after the load. */
let allVisible: number;
/** A letter signed and delivered before the load, as the demo's are. */
let before: string;

beforeAll(async () => {
  t = await createTestApp();
  // Its inbox entries, paraf and number exist before the load's.
  before = await approvedLetter(t, "Surat sebelum data massal");
  counts = await seedBulk(t.db, { letters: LETTERS, pegawai: 2000 });
  outOfDateOrder = await one(`select count(*) from (select tanggal < lag(tanggal)
    over (order by ctid) as back from search_document) x where back`);
  allVisible = await one(`select min(relallvisible::float8 / greatest(relpages, 1)) from pg_class
    where relname in ('mail', 'mail_recipient', 'mail_reviewer', 'search_document')`);
});
afterAll(() => t.close());

/** The words of a text column, sorted: equal when only their order differs. */
const words = (column: string) =>
  `(select array_agg(w order by w) from unnest(string_to_array(${column}, ' ')) w)`;
const one = async (text: string) => Number(Object.values((await run(t.db, text))[0] ?? {})[0]);
const pegawaiOf = (username: string) =>
  one(
    `select p.id from users u join pegawai p on p.nip = u.peg_nip where u.username = '${username}'`,
  );
const total = async (username: string, url: string) => {
  const res = await t.as(username)({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  return res.json().meta.total as number;
};

describe("bulk seed", () => {
  it("adds the volume asked for, with recipients, history and notifications in proportion", () => {
    expect(counts.satuan_kerja).toBe(50);
    expect(counts.pegawai).toBe(2000);
    expect(counts.mail).toBe(LETTERS + 1);
    expect(counts.mail_recipient / LETTERS).toBeGreaterThan(2.5);
    expect(counts.mail_recipient / LETTERS).toBeLessThan(3.5);
    expect(counts.mail_note / LETTERS).toBeGreaterThan(0.8);
    expect(counts.mail_note / LETTERS).toBeLessThan(1.5);
    // The signer's paraf on every sent outgoing letter, and nowhere else.
    expect(counts.mail_paraf).toBeGreaterThan(0);
    expect(counts.notification / LETTERS).toBeGreaterThan(0.8);
    expect(counts.notification / LETTERS).toBeLessThan(1.8);
  });

  it("leaves the letter tables vacuumed: their pages all-visible for index-only scans", () => {
    expect(allVisible).toBeGreaterThan(0.95);
  });

  it("mixes incoming and outgoing letters in every status, spread over three years", async () => {
    const rows = await run<{ kategori: string; status: string; n: number }>(
      t.db,
      "select kategori_surat as kategori, status_surat as status, count(*)::int as n from mail group by 1, 2",
    );
    const n = (kategori: string, status: string) =>
      rows.find((r) => r.kategori === kategori && r.status === status)?.n ?? 0;
    expect(n("external", "terkirim") / LETTERS).toBeGreaterThan(0.3);
    for (const status of ["draft", "pemeriksa", "batal", "terkirim"])
      expect(n("internal", status), status).toBeGreaterThan(0);
    expect(await one("select extract(day from now() - min(created_at)) from mail")).toBeGreaterThan(
      1000,
    );
    expect(await one("select count(*) from mail where created_at > now()")).toBe(0);
    expect(await one("select count(*) from mail where info_jadwal is not null")).toBeGreaterThan(0);
    expect(
      await one(
        "select count(*) from mail where kategori_surat = 'internal' and status_surat = 'terkirim' and (no_surat is null or nomor_urut is null)",
      ),
    ).toBe(0);
    expect(
      await one(
        "select count(*) from mail where kategori_surat = 'external' and (nomor_agenda is null or resi is null)",
      ),
    ).toBe(0);
    // Each recipient row carries its letter's category (the inbox tab it is read from).
    expect(
      await one(
        "select count(*) from mail_recipient r join mail m on m.id = r.mail_id where r.kategori_surat <> m.kategori_surat",
      ),
    ).toBe(0);
    // Each person's inbox entries are their recipient rows folded, as the triggers keep them.
    expect(await one("select count(*) from inbox_letter")).toBeGreaterThan(LETTERS);
    expect(
      await one(`select count(*) from ((select * from inbox_letter except select * from inbox_letter_folded)
        union all (select * from inbox_letter_folded except select * from inbox_letter)) d`),
    ).toBe(0);
    // And counted by day as the triggers count them.
    expect(await one("select count(*) from inbox_day_count")).toBeGreaterThan(0);
    expect(await one(INBOX_DAY_DRIFT)).toBe(0);
    // The banks' letters too, by the bank's day.
    expect(await one("select count(*) from bank_day_count")).toBeGreaterThan(0);
    expect(await one(BANK_DAY_DRIFT)).toBe(0);
    // And the letters waiting for each reviewer.
    expect(await one("select count(*) from at_work_day_count")).toBeGreaterThan(0);
    expect(await one(AT_WORK_DAY_DRIFT)).toBe(0);
    // Each reviewer row carries its letter's author and the marks the triggers keep.
    expect(await one("select count(*) from mail_reviewer where at_work")).toBeGreaterThan(0);
    expect(await one("select count(*) from mail_reviewer where reached")).toBeGreaterThan(0);
    expect(
      await one(`select count(*) from mail_reviewer r join mail m on m.id = r.mail_id
        join mail_reviewer_stage s on s.mail_id = r.mail_id and s.urutan = r.urutan
        where r.mail_created_by is distinct from m.created_by
           or (r.at_work, r.reached) is distinct from (s.at_work, s.reached)`),
    ).toBe(0);
  });

  it("lists every letter of a demo login in its inbox, queues, tracking and bell", async () => {
    const kadis = await pegawaiOf("kadis");
    const inbox = (kategori: string) => `select count(distinct r.mail_id) from mail_recipient r
      join mail m on m.id = r.mail_id where r.pegawai_id = ${kadis} and m.kategori_surat = '${kategori}'`;
    const internal = await one(inbox("internal"));
    expect(internal).toBeGreaterThan(0);
    expect(await total("kadis", "/egs/mail")).toBe(internal);
    expect(await total("kadis", "/egs/mail-sekretariat")).toBe(await one(inbox("external")));
    expect(await total("kadis", "/egs/persetujuan/mail")).toBe(
      await one(`select count(*) from mail m join mail_reviewer r on r.mail_id = m.id and r.urutan = m.order_now
                 where m.status_surat = 'pemeriksa' and r.pegawai_id = ${kadis}`),
    );
    const staf = await one("select id from users where username = 'staf'");
    expect(await total("staf", "/egs/telusuri/mail")).toBe(
      await one(
        `select count(*) from mail where created_by = ${staf} and kategori_surat = 'internal'`,
      ),
    );
    expect(await total("kadis", "/egs/notification")).toBe(
      await one(
        "select count(*) from notification n join users u on u.id = n.user_id where u.username = 'kadis'",
      ),
    );
    expect(await total("sekretariat", "/egs/terkirim/mail-sekretariat")).toBe(
      await one(
        "select count(*) from mail where kategori_surat = 'external' and satuan_kerja_id = 2",
      ),
    );
  });

  it("opens the details and the disposition history of bulk letters", async () => {
    const kadis = await pegawaiOf("kadis");
    const ids = await run<{ id: string; kategori: string }>(
      t.db,
      `(select m.id, m.kategori_surat as kategori from mail m join mail_recipient r on r.mail_id = m.id
        where r.pegawai_id = ${kadis} and m.kategori_surat = 'internal' limit 2)
       union all (select m.id, m.kategori_surat from mail m join mail_disposition d on d.mail_id = m.id
        where d.from_pegawai_id = ${kadis} limit 2)`,
    );
    expect(ids.length).toBe(4);
    for (const { id, kategori } of ids) {
      const url = kategori === "external" ? `/egs/mail-sekretariat/${id}` : `/egs/mail/${id}`;
      expect((await t.as("kadis")({ method: "GET", url })).statusCode, url).toBe(200);
      const history = await t.as("kadis")({ method: "GET", url: `/egs/mail-disposisi/${id}` });
      expect(history.statusCode).toBe(200);
    }
  });

  it("gives each sent letter its signer's paraf, shown in Riwayat Catatan", async () => {
    expect(
      await one(`select count(*) from mail m where m.kategori_surat = 'internal'
        and m.status_surat = 'terkirim' and m.id <> '${before}'
        and (select count(*) from mail_paraf p where p.mail_id = m.id) <> 1`),
    ).toBe(0);
    expect(
      await one(`select count(*) from mail_paraf p join mail m on m.id = p.mail_id
        where m.id <> '${before}'
          and (m.status_surat <> 'terkirim' or p.pegawai_id <> m.pengirim_pegawai_id)`),
    ).toBe(0);
    const kadis = await pegawaiOf("kadis");
    const id = (
      await run<{ id: string }>(
        t.db,
        `select p.mail_id as id from mail_paraf p where p.pegawai_id = ${kadis} limit 1`,
      )
    )[0]?.id;
    const detail = await t.as("kadis")({ method: "GET", url: `/egs/mail/${id}` });
    expect(detail.statusCode).toBe(200);
    const notes = detail.json().items.riwayat_catatan as { action: string; paraf: unknown }[];
    expect(notes.find((n) => n.action === "setuju")?.paraf).toMatchObject({ inisial: "MAW" });
  });

  it("numbers a new approval after every bulk number of the unit", async () => {
    const id = await sentLetter(t);
    expect((await act(t, "kabid", id, "lanjutkan")).statusCode).toBe(200);
    expect((await act(t, "sekdis", id, "lanjutkan")).statusCode).toBe(200);
    const res = await act(t, "kadis", id, "setuju");
    expect(res.statusCode).toBe(200);
    const [row] = await run<{ sk: number; tahun: number; nomor: number }>(
      t.db,
      `select satuan_kerja_id as sk, tahun, nomor_urut as nomor from mail where id = '${id}'`,
    );
    const before = await one(
      `select coalesce(max(nomor_urut), 0) from mail where satuan_kerja_id = ${row?.sk} and tahun = ${row?.tahun} and id <> '${id}'`,
    );
    expect(row?.nomor).toBe(before + 1);
  });

  it("writes bodies of several paragraphs, different between letters", async () => {
    const [row] = await run<{ bodies: number; distinct: number; long: number }>(
      t.db,
      `select count(*)::int as bodies, count(distinct isi_surat)::int as distinct,
         count(*) filter (where array_length(regexp_split_to_array(isi_surat, '<p>'), 1) > 4)::int as long
       from mail where kategori_surat = 'internal' and isi_surat like '<p>Dengan hormat,</p>%'`,
    );
    expect(row?.bodies).toBeGreaterThan(LETTERS * 0.5);
    expect(row?.distinct).toBeGreaterThan((row?.bodies ?? 0) * 0.5);
    // Four paragraphs or more (the letters the other tests write have fewer).
    expect(row?.long).toBeGreaterThan((row?.bodies ?? 0) * 0.95);
  });

  it("indexes every bulk letter for the search, as its triggers would", async () => {
    expect(
      await one(`select count(*) from mail m where not exists (select 1 from search_document d
        where d.jenis = 'surat' and d.ref_id = m.id)`),
    ).toBe(0);
    expect(await one("select count(*) from search_document where jenis = 'surat'")).toBe(
      await one("select count(*) from mail"),
    );
    // Laid out in date order, as a history written day after day would be.
    expect(outOfDateOrder).toBe(0);
    // A word of every outgoing body, and a village only some bodies name.
    const bodies = await one(
      "select count(*) from mail where isi_surat like '<p>Dengan hormat,</p>%'",
    );
    expect(
      await one(
        "select count(*) from search_document where tsv @@ websearch_to_tsquery('lontar', 'hormat')",
      ),
    ).toBe(bodies);
    const village = await one(
      "select count(*) from search_document where tsv @@ websearch_to_tsquery('lontar', 'Karangrejo')",
    );
    expect(village).toBeGreaterThan(0);
    // The pairs of adjacent words (migration 0032) find what the order check finds.
    const phrase = (q: string) =>
      one(`select count(*) from search_document where tsv @@ '${q}'::tsquery`);
    const inOrder = await phrase("dana <-> desa");
    expect(inOrder).toBeGreaterThan(0);
    expect(await phrase("dana~desa")).toBe(inOrder);
    expect(await phrase("hormat~dana")).toBe(await phrase("hormat <-> dana"));
    expect(village).toBeLessThan(bodies / 10);
    // Every document's pairs are those of its own words: the load takes a body's pairs from
    // the body it shares with other letters, and pairs only the words where it meets the rest.
    expect(
      await one(`select count(*) from search_document d
        cross join lateral (select array(select u.lexeme from unnest(d.tsv) u
          where u.positions is null) as bare) b
        where array(select u.lexeme from unnest(d.tsv) u where u.lexeme like '%~%' order by 1)
          is distinct from array(select u.lexeme
            from unnest(search_pairs(ts_delete(d.tsv, b.bare))) u order by 1)`),
    ).toBe(0);
    // What search_refresh_mail writes for a sample of letters, disposed ones among them, is
    // what the load wrote: the same words at the same places, except where the function
    // joins several rows in no set order: the employees within the names (weight B), and the
    // notes of several open dispositions (weight C and the text).
    await run(
      t.db,
      `create temp table bulk_check as select d.* from search_document d
       where d.jenis = 'surat' and (d.ref_id in (select mail_id from mail_disposition limit 40)
         or d.ref_id in (select id from mail order by id limit 80))`,
    );
    await run(t.db, "select search_refresh_mail(array(select ref_id from bulk_check))");
    const differing = await run<{ ref_id: string }>(
      t.db,
      `select c.ref_id from bulk_check c join search_document d on d.jenis = 'surat' and d.ref_id = c.ref_id
       cross join lateral (select count(*) > 1 as several from mail_disposition x
         where x.mail_id = c.ref_id and not x.is_private) notes
       where (c.satuan_kerja_id, c.tanggal, c.judul, c.no_surat, c.akses, c.teks_diproses)
         is distinct from (d.satuan_kerja_id, d.tanggal, d.judul, d.no_surat, d.akses, d.teks_diproses)
         or ts_filter(c.tsv, '{a,d}') <> ts_filter(d.tsv, '{a,d}')
         or strip(ts_filter(c.tsv, '{b}')) <> strip(ts_filter(d.tsv, '{b}'))
         or strip(ts_filter(c.tsv, '{c}')) <> strip(ts_filter(d.tsv, '{c}'))
         or (not notes.several and (ts_filter(c.tsv, '{c}') <> ts_filter(d.tsv, '{c}') or c.isi <> d.isi))
         or ${words("c.isi")} <> ${words("d.isi")} or ${words("c.kode")} <> ${words("d.kode")}`,
    );
    expect(differing).toEqual([]);
    expect(await one("select count(*) from bulk_check")).toBeGreaterThan(100);
    await run(t.db, "drop table bulk_check");
  });

  it("finds bulk letters by a word of their bodies through the search", async () => {
    expect(await total("kadis", "/egs/search?q=hormat")).toBeGreaterThan(0);
  });

  it("refuses to load a second time", async () => {
    await expect(seedBulk(t.db, { letters: 10 })).rejects.toBeInstanceOf(BulkSeedRefused);
  });
});
