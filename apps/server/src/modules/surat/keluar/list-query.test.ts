import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import { AT_WORK_DAY_DRIFT } from "../../../test/day-count-drift";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsByIndex } from "../../../test/query-plan";
import { countList, countListQuery, type ListKind, listPageSelect, pageIds } from "./list-query";

/**
 * The workflow lists read each source (the user's own letters, the letters that reached them
 * as a reviewer) newest first through its index, and merge. Checked against the lists' plain
 * definition on a mix that has every corner: a reviewer twice in one chain, an author who
 * also reviews, hidden letters, incoming letters, and each status.
 */
const LETTERS = 600;
const RANGE = { start_date: "", end_date: "" };
let t: TestApp;
const who: Record<"staf" | "kadis", { userId: number; pegawaiId: number }> = {
  staf: { userId: 0, pegawaiId: 0 },
  kadis: { userId: 0, pegawaiId: 0 },
};

const jakartaDate = (daysAgo: number) =>
  new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ["staf", "kadis"] as const) {
    const [row] = await run<{ user_id: number; pegawai_id: number }>(
      t.db,
      `select u.id as user_id, p.id as pegawai_id from users u join pegawai p on p.nip = u.peg_nip where u.username = '${username}'`,
    );
    who[username] = { userId: Number(row?.user_id), pegawaiId: Number(row?.pegawai_id) };
  }
  const { staf, kadis } = who;
  // Letters 37 minutes apart over the last 15 days, by staf (even) and kadis (odd).
  await run(
    t.db,
    `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at, order_now, resi)
     select gen_random_uuid(), (select min(id) from satuan_kerja),
       case when g % 17 = 0 then 'external' else 'internal' end,
       (array['draft','pemeriksa','perbaikan','batal','terkirim'])[1 + g % 5],
       case when g % 2 = 0 then ${staf.userId} else ${kadis.userId} end,
       'Uji daftar ' || case when g % 3 = 0 then 'anggaran ' else 'umum ' end || g,
       now() - g * interval '37 minutes', g % 3, 'LQ-' || g
     from generate_series(1, ${LETTERS}) g`,
  );
  const uji = `(select id, created_by, cast(substring(perihal from '[0-9]+$') as int) as g from mail where perihal like 'Uji daftar %')`;
  // staf's letters go to kadis (sometimes twice in the chain, sometimes past staf himself);
  // kadis's letters go to staf (sometimes twice).
  await run(
    t.db,
    `insert into mail_reviewer (mail_id, urutan, pegawai_id)
       select id, 1, case when created_by = ${staf.userId} then ${kadis.pegawaiId} else ${staf.pegawaiId} end from ${uji} x
     union all
       select id, 2, case when created_by = ${staf.userId} then ${kadis.pegawaiId} else ${staf.pegawaiId} end from ${uji} x where g % 4 = 0 or g % 5 = 0
     union all
       select id, 3, ${staf.pegawaiId} from ${uji} x where created_by = ${staf.userId} and g % 7 = 0`,
  );
  await run(
    t.db,
    `insert into mail_hidden (mail_id, user_id)
       select id, ${staf.userId} from ${uji} x where g % 11 = 0
     union all
       select id, ${kadis.userId} from ${uji} x where g % 13 = 0`,
  );
  await run(t.db, "analyze");
  RANGE.start_date = jakartaDate(20);
  RANGE.end_date = jakartaDate(0);
}, 60_000);
afterAll(() => t?.close());

/** The lists' plain definition (spec 01 §2), with no regard for speed. */
function expected(kind: ListKind, username: "staf" | "kadis", range: typeof RANGE, q = "") {
  const { userId, pegawaiId } = who[username];
  const reached = (op: string) =>
    `exists (select 1 from mail_reviewer r where r.mail_id = m.id and r.pegawai_id = ${pegawaiId} and r.urutan ${op} m.order_now)`;
  const mineOrReached = `(m.created_by = ${userId} or ${reached("<=")})`;
  const byKind: Record<ListKind, string> = {
    konsep: `m.created_by = ${userId} and m.status_surat in ('draft', 'perbaikan')`,
    persetujuan: `m.status_surat = 'pemeriksa' and ${reached("=")}`,
    reject: `m.status_surat = 'batal' and ${mineOrReached}`,
    telusuri: mineOrReached,
    terkirim: `m.status_surat = 'terkirim' and ${mineOrReached}`,
  };
  return run<{ id: string }>(
    t.db,
    `select m.id from mail m
     where m.kategori_surat = 'internal' and ${byKind[kind]}
       and not exists (select 1 from mail_hidden h where h.mail_id = m.id and h.user_id = ${userId})
       and m.created_at >= ('${range.start_date}'::date::timestamp at time zone 'Asia/Jakarta')
       and m.created_at < (('${range.end_date}'::date + 1)::timestamp at time zone 'Asia/Jakarta')
       ${q ? `and (m.perihal ilike '%${q}%' or m.no_surat ilike '%${q}%')` : ""}
     order by m.created_at desc, m.id desc`,
  ).then((rows) => rows.map((r) => r.id));
}

async function listed(kind: ListKind, username: string, range: typeof RANGE, q = "") {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const params = new URLSearchParams({ ...range, q, page: String(page), per_page: "25" });
    const res = await t.as(username)({ method: "GET", url: `/egs/${kind}/mail?${params}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    total = body.meta.total;
    ids.push(...body.items.map((i: { id: string }) => i.id));
    if (body.items.length < 25) break;
  }
  return { ids, total };
}

const KINDS: ListKind[] = ["konsep", "persetujuan", "reject", "telusuri", "terkirim"];

describe("workflow lists", () => {
  it.each(KINDS.flatMap((kind) => (["staf", "kadis"] as const).map((u) => [kind, u] as const)))(
    "%s of %s: every letter of the definition, once, newest first, on every page",
    async (kind, username) => {
      const want = await expected(kind, username, RANGE);
      const got = await listed(kind, username, RANGE);
      expect(got.ids).toEqual(want);
      expect(got.total).toBe(want.length);
      // A page past the end has no row to carry the total: it is counted on its own.
      const past = new URLSearchParams({ ...RANGE, page: "99", per_page: "25" });
      const end = await t.as(username)({ method: "GET", url: `/egs/${kind}/mail?${past}` });
      expect(end.json()).toMatchObject({ items: [], meta: { total: want.length } });
      if (kind === "telusuri") expect(want.length).toBeGreaterThan(200);
    },
  );

  it("a narrower range and a search give the same letters as the definition", async () => {
    const range = { start_date: jakartaDate(6), end_date: jakartaDate(2) };
    for (const kind of KINDS) {
      const want = await expected(kind, "staf", range, "anggaran");
      const got = await listed(kind, "staf", range, "anggaran");
      expect(got.ids, kind).toEqual(want);
      expect(got.total, kind).toBe(want.length);
    }
  });

  it("the dashboard counts Persetujuan and Konsep as the lists do", async () => {
    const res = await t.as("kadis")({
      method: "GET",
      url: `/egs/dashboard/count?${new URLSearchParams(RANGE)}`,
    });
    expect(res.statusCode).toBe(200);
    const counts = res.json().items;
    expect(counts.count_persetujuan.total).toBe(
      (await expected("persetujuan", "kadis", RANGE)).length,
    );
    expect(counts.count_draft.total).toBe((await expected("konsep", "kadis", RANGE)).length);
  });
});

describe("a page of a workflow list", () => {
  /** The first page of 10 in the range of the letters. */
  const firstPage = () => ({
    startDate: RANGE.start_date,
    endDate: RANGE.end_date,
    limit: 10,
    offset: 0,
    newest: 10,
  });

  it("reads only as many of the user's letters as the page shows, not the whole history", async () => {
    for (const username of ["staf", "kadis"] as const) {
      const read = await rowsByIndex(
        t.db,
        pageIds("telusuri", { ...who[username], ...firstPage() }),
      );
      // Hundreds of letters each way; a page of 10 takes the newest 10 (and the few skipped).
      expect(read.get("mail_author_idx"), username).toBeLessThanOrEqual(20);
      expect(read.get("mail_reviewer_reached_idx"), username).toBeLessThanOrEqual(40);
    }
  });

  it("takes a reviewer's letters and their count from the reviewer's rows, reading no letter", async () => {
    const scope = { startDate: RANGE.start_date, endDate: RANGE.end_date };
    // The shape of the plan, not the planner's taste on this small mix: with tables read whole
    // ruled out, what each source must read shows.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const username of ["staf", "kadis"] as const) {
        for (const kind of ["persetujuan", "telusuri"] as const) {
          const f = { ...who[username], ...scope };
          const page = { ...f, limit: 10, offset: 0, newest: 10 };
          const pageQuery = pageIds(kind, page);
          for (const query of [pageQuery, countListQuery(kind, f)]) {
            const read = await rowsByIndex(tx, query);
            // Telusuri reads the user's own letters by the author's index; no source reads a
            // letter by its key.
            const letters = [...read.keys()].filter(
              (k) =>
                k.startsWith("mail_") &&
                !k.startsWith("mail_reviewer") &&
                !k.startsWith("mail_hidden"),
            );
            expect(letters, `${kind} of ${username}`).toEqual(
              kind === "telusuri" ? ["mail_author_idx"] : [],
            );
            // Persetujuan's count sums its days (migration 0043), reading no reviewer row but
            // those of the letters the user removed, by their keys.
            const counted = kind === "persetujuan" && query !== pageQuery;
            const index = counted
              ? "at_work_day_count_pk"
              : kind === "persetujuan"
                ? "mail_reviewer_at_work_idx"
                : "mail_reviewer_reached_idx";
            expect(read.has(index), `${kind} of ${username}`).toBe(true);
            if (counted) {
              // Only the rows of removed letters that wait for the user, each by its key.
              const [removed] = await run<{ n: number }>(
                tx,
                `select count(*)::int as n from mail_hidden h join mail_reviewer r
                 on r.mail_id = h.mail_id and r.pegawai_id = ${f.pegawaiId} and r.at_work
                 where h.user_id = ${f.userId}`,
              );
              const reviewerRows = [...read]
                .filter(([name]) => name.startsWith("mail_reviewer"))
                .reduce((sum, [, rows]) => sum + rows, 0);
              // (EXPLAIN gives rows a loop, rounded: their sum over many loops is near.)
              expect(Math.round(reviewerRows), username).toBeLessThanOrEqual(removed?.n ?? 0);
            }
          }
        }
      }
    });
  });

  it("names a page's authors with one look-up a letter", async () => {
    // The shape of the plan: no table read whole, no look-up remembered between letters.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_memoize = off`);
      for (const kind of ["persetujuan", "telusuri"] as const) {
        const f = { ...who.kadis, ...firstPage() };
        const letters = (await listPageSelect(tx, kind, f)).length;
        expect(letters, kind).toBeGreaterThan(0);
        const read = await rowsByIndex(tx, listPageSelect(tx, kind, f).getSQL());
        // The author's login and employee once a letter, not once for the name and again for
        // the position.
        expect(read.get("users_pkey"), kind).toBe(letters);
        expect(read.get("pegawai_nip_unique"), kind).toBe(letters);
      }
    });
  });
});

describe("the reviewer's marks", () => {
  const letters = `(select id, cast(substring(perihal from '[0-9]+$') as int) as g from mail where perihal like 'Uji daftar %')`;

  /** Every list of both users against the definition, with the marks as the restage would set them. */
  async function listsFollow() {
    for (const kind of KINDS) {
      for (const username of ["staf", "kadis"] as const) {
        const want = await expected(kind, username, RANGE);
        const got = await listed(kind, username, RANGE);
        expect(got.ids, `${kind} of ${username}`).toEqual(want);
        expect(got.total, `${kind} of ${username}`).toBe(want.length);
      }
    }
    // Persetujuan's day counts kept up with every move (migration 0043).
    const [drift] = await run<{ n: number }>(t.db, AT_WORK_DAY_DRIFT);
    expect(Object.values(drift ?? {})[0]).toBe(0);
  }

  it("follow a letter along its chain, back to its author and out", async () => {
    // Letters move on, come back for revision, are sent again, cancelled and sent.
    await run(
      t.db,
      `update mail m set order_now = m.order_now + 1 from ${letters} x where x.id = m.id and x.g % 6 = 1`,
    );
    await run(
      t.db,
      `update mail m set status_surat = 'perbaikan', order_now = 1 from ${letters} x where x.id = m.id and x.g % 10 = 1`,
    );
    await run(
      t.db,
      `update mail m set status_surat = 'pemeriksa', order_now = 2 from ${letters} x where x.id = m.id and x.g % 10 = 2`,
    );
    await run(
      t.db,
      `update mail m set status_surat = 'terkirim' from ${letters} x where x.id = m.id and x.g % 10 = 6`,
    );
    await listsFollow();
  });

  it("follow a chain written again, shortened or with a person at a new place", async () => {
    // As `replaceReviewers` writes a chain: delete it, insert it again.
    await run(
      t.db,
      `delete from mail_reviewer r using ${letters} x where x.id = r.mail_id and x.g % 8 = 0 and r.urutan = 1`,
    );
    await run(
      t.db,
      `update mail_reviewer r set pegawai_id = ${who.kadis.pegawaiId} from ${letters} x
       where x.id = r.mail_id and x.g % 9 = 3 and r.urutan = 1`,
    );
    await run(
      t.db,
      `insert into mail_reviewer (mail_id, urutan, pegawai_id)
       select id, 5, ${who.staf.pegawaiId} from ${letters} x where g % 12 = 5`,
    );
    await listsFollow();
    const [stale] = await run<{ n: number }>(
      t.db,
      `select count(*)::int as n from mail_reviewer r join mail m on m.id = r.mail_id
       join mail_reviewer_stage s on s.mail_id = r.mail_id and s.urutan = r.urutan
       where r.mail_created_by is distinct from m.created_by
          or (r.at_work, r.reached) is distinct from (s.at_work, s.reached)`,
    );
    expect(stale?.n).toBe(0);
  });

  it("count the letters the reviewer opened, removed ones aside, as the dashboard shows them", async () => {
    const { userId, pegawaiId } = who.kadis;
    // Some of them among the letters kadis removed from his lists.
    await run(
      t.db,
      `update mail_reviewer r set read_at = now() from ${letters} x
       where x.id = r.mail_id and r.pegawai_id = ${pegawaiId} and r.at_work and x.g % 3 = 0`,
    );
    const counted = await countList(t.db, "persetujuan", {
      userId,
      pegawaiId,
      startDate: RANGE.start_date,
      endDate: RANGE.end_date,
    });
    const [want] = await run<{ total: number; read: number }>(
      t.db,
      `select count(*)::int as total, count(r.read_at)::int as read from mail_reviewer r
       where r.pegawai_id = ${pegawaiId} and r.at_work
         and not exists (select 1 from mail_hidden h where h.mail_id = r.mail_id and h.user_id = ${userId})
         and r.mail_created_at >= ('${RANGE.start_date}'::date::timestamp at time zone 'Asia/Jakarta')
         and r.mail_created_at < (('${RANGE.end_date}'::date + 1)::timestamp at time zone 'Asia/Jakarta')`,
    );
    expect(want?.read).toBeGreaterThan(0);
    expect(counted).toEqual(want);
  });
});
