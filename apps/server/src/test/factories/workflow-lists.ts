import { afterAll, beforeAll, expect } from "vitest";
import type { ListKind } from "../../modules/surat/keluar/list-query";
import { run } from "../../seed/bulk-sql";
import { createTestApp, type TestApp } from "../harness";

/**
 * The workflow lists' test mix: letters of staf and kadis over the last 15 days, with every
 * corner the lists' definition has (a reviewer twice in one chain, an author who also reviews,
 * hidden letters, incoming letters, each status), and that definition to check them against.
 */
const LETTERS = 600;

/** Sets up the mix for the test file that calls it (before its tests) and closes it after. */
export function workflowListsForFile() {
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
  const expected = (kind: ListKind, username: "staf" | "kadis", range: typeof RANGE, q = "") => {
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
  };

  const listed = async (kind: ListKind, username: string, range: typeof RANGE, q = "") => {
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
  };
  return {
    /** The test app (set before the file's tests run). */
    get t() {
      return t;
    },
    who,
    RANGE,
    expected,
    listed,
    jakartaDate,
  };
}

/** The workflow lists, each checked for both users. */
export const KINDS: ListKind[] = ["konsep", "persetujuan", "reject", "telusuri", "terkirim"];
