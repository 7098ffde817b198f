import { SEARCH_TOTAL_CAP } from "@lontar/contracts/search";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { find as findAs } from "../../test/factories/pencarian";
import { createTestApp, type TestApp } from "../../test/harness";

/*
 * The search reads the months newest first and stops past the count's cap (pencarian.rules
 * `nextRing`): what it finds, counts and ranks across the years.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (username: string, query: Record<string, string>) => findAs(t, username, query);

describe("GET egs/search across the months", () => {
  /** Archive items of sekretariat's unit written straight into the index, one per date. */
  async function indexedItems(
    word: string,
    days: { day: string; count: number; subject?: boolean }[],
  ) {
    const unit = (await t.db.execute(
      sql`select p.satuan_kerja_id as id from users u join pegawai p on p.nip = u.peg_nip
          where u.username = 'sekretariat'`,
    )) as unknown as { rows: { id: number }[] };
    const satuanKerjaId = unit.rows[0]?.id as number;
    for (const { day, count, subject } of days)
      await t.db.execute(sql`insert into search_document
          (jenis, ref_id, satuan_kerja_id, tanggal, judul, isi, tsv, akses)
        select 'arsip', gen_random_uuid(), ${satuanKerjaId}, ${day}::date,
          ${subject ? `Arsip ${word}` : "Arsip"} || ' ' || n, ${`tentang ${word}`},
          setweight(to_tsvector('lontar', ${subject ? `Arsip ${word}` : "Arsip"} || ' ' || n), 'A')
            || setweight(to_tsvector('lontar', ${`tentang ${word}`}), 'C'),
          array['a:' || ${satuanKerjaId}, 'a:*']
        from generate_series(1, ${count}) n`);
    return async () => {
      await t.db.execute(sql`delete from search_document where isi = ${`tentang ${word}`}`);
    };
  }

  const dayFrom = (months: number) => {
    const d = new Date();
    d.setUTCDate(15);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.toISOString().slice(0, 10);
  };

  it("stops counting past SEARCH_TOTAL_CAP, ranking a common word among the newest months", async () => {
    // This month, more than the cap; five years ago, matches of the subject, which rank higher.
    const remove = await indexedItems("Sendangsari", [
      { day: dayFrom(0), count: SEARCH_TOTAL_CAP + 50 },
      { day: dayFrom(-60), count: 20, subject: true },
    ]);
    const found = await find("sekretariat", { q: "sendangsari", per_page: "50" });
    expect(found.meta.total).toBe(SEARCH_TOTAL_CAP + 1);
    expect(found.items).toHaveLength(50);
    // The months past the first that already holds more than the cap are not read.
    expect(found.items.every((i) => !/^Arsip Sendangsari/.test(i.judul))).toBe(true);
    await remove();
  });

  it("a word found less often than the cap is found in every year, ahead too, and counted", async () => {
    const remove = await indexedItems("Sumberharjo", [
      { day: dayFrom(1), count: 1 },
      { day: dayFrom(-1), count: 2 },
      { day: dayFrom(-30), count: 3, subject: true },
      { day: dayFrom(-150), count: 4 },
    ]);
    const found = await find("sekretariat", { q: "sumberharjo", per_page: "50" });
    expect(found.meta.total).toBe(10);
    // The subject's matches first, then newer first.
    expect(found.items.map((i) => i.judul.startsWith("Arsip Sumberharjo"))).toEqual([
      ...Array(3).fill(true),
      ...Array(7).fill(false),
    ]);
    const dates = found.items.slice(3).map((i) => i.tanggal);
    expect(dates).toEqual([dayFrom(1), dayFrom(-1), dayFrom(-1), ...Array(4).fill(dayFrom(-150))]);
    const older = await find("sekretariat", {
      q: "sumberharjo",
      start_date: dayFrom(-160),
      end_date: dayFrom(-20),
    });
    expect(older.meta.total).toBe(7);
    await remove();
  });
});
