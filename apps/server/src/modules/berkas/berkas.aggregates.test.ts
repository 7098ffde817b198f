import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { newId } from "../../lib/ids";
import { createItem, masterFor } from "../../test/factories/arsip";
import { berkasApi, berkasDetail, createdBerkas, signedLetter } from "../../test/factories/berkas";
import { createTestApp, type TestApp } from "../../test/harness";

/**
 * A berkas keeps its number of records and their security classes on its row (migration 0037),
 * so that reading it does not read every record: whatever happens to its records, the kept
 * values are the ones counted from them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Kept = {
  id: string;
  jumlah_isi: number;
  kelas_isi: string[];
  jumlah: number;
  kelas: string[];
};

/** Every berkas whose kept values differ from its records', with both. */
async function drifted(): Promise<Kept[]> {
  return rowsOf<Kept>(
    await t.db.execute(sql`
      select b.id, b.jumlah_isi, b.kelas_isi, c.jumlah, c.kelas
      from berkas b cross join lateral (
        select count(*)::int as jumlah,
          coalesce(array_agg(distinct coalesce(m.sifat_pengamanan, a.klasifikasi_keamanan))
            filter (where i.id is not null), '{}') as kelas
        from berkas_isi i left join mail m on m.id = i.mail_id
          left join arsip a on a.id = i.arsip_id
        where i.berkas_id = b.id) c
      where b.jumlah_isi <> c.jumlah
        or not (b.kelas_isi @> c.kelas and c.kelas @> b.kelas_isi)`),
  );
}

const keptOf = async (id: string) =>
  rowsOf<{ jumlah_isi: number; kelas_isi: string[] }>(
    await t.db.execute(sql`select jumlah_isi, kelas_isi from berkas where id = ${id}`),
  )[0];

const berkasOfLetter = async (mailId: string) =>
  rowsOf<{ berkas_id: string }>(
    await t.db.execute(sql`select berkas_id from berkas_isi where mail_id = ${mailId}`),
  )[0]?.berkas_id as string;

describe("the count and classes kept on a berkas", () => {
  it("follow letters filed when sent, moved, taken out, and a letter's class changed", async () => {
    const letter = await signedLetter(t, "000.1.2", "Undangan rapat koordinasi", "Terbatas");
    const auto = await berkasOfLetter(letter);
    expect(await keptOf(auto)).toMatchObject({ kelas_isi: expect.arrayContaining(["Terbatas"]) });

    const target = await createdBerkas(t, "sekretariat");
    const api = berkasApi(t, "sekretariat");
    const moved = await api.add(target.id, { surat_id: letter });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(await keptOf(target.id)).toEqual({ jumlah_isi: 1, kelas_isi: ["Terbatas"] });
    expect((await berkasDetail(t, "sekretariat", target.id)).jumlah).toBe(1);

    await t.db.execute(sql`update mail set sifat_pengamanan = 'Rahasia' where id = ${letter}`);
    expect(await keptOf(target.id)).toEqual({ jumlah_isi: 1, kelas_isi: ["Rahasia"] });

    const removed = await api.remove(target.id, moved.json().items.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await keptOf(target.id)).toEqual({ jumlah_isi: 0, kelas_isi: [] });
    expect(await drifted()).toEqual([]);
  });

  it("follow an archive item filed and its class changed", async () => {
    const master = await masterFor(t, "sekretariat");
    const item = await createItem(t, "sekretariat", master, { nama_arsip: "Notulen rapat" });
    const berkas = await createdBerkas(t, "sekretariat");
    const added = await berkasApi(t, "sekretariat").add(berkas.id, { arsip_id: item.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(await keptOf(berkas.id)).toEqual({ jumlah_isi: 1, kelas_isi: ["Biasa"] });
    await t.db.execute(
      sql`update arsip set klasifikasi_keamanan = 'Terbatas' where id = ${item.id}`,
    );
    expect(await keptOf(berkas.id)).toEqual({ jumlah_isi: 1, kelas_isi: ["Terbatas"] });
    expect(await drifted()).toEqual([]);
  });

  it("count both of two letters filed into one berkas at once", async () => {
    // Signed together, both go into the open berkas of their classification: each filing
    // counts the other's record (on PostgreSQL the two transactions overlap).
    const [a, b] = await Promise.all([
      signedLetter(t, "000.1.2", "Undangan rapat pertama"),
      signedLetter(t, "000.1.2", "Undangan rapat kedua"),
    ]);
    const berkas = await berkasOfLetter(a);
    expect(await berkasOfLetter(b)).toBe(berkas);
    expect(await drifted()).toEqual([]);
  });

  it("count a record filed while another filing into the berkas is not yet committed", async () => {
    // Two sendings of one unit queue at its number counter; a filing by hand does not. The
    // second filing waits for the first's lock on the berkas and then counts its record too.
    const master = await masterFor(t, "sekretariat");
    const [one, two] = [
      await createItem(t, "sekretariat", master, { nama_arsip: "Surat tugas pertama" }),
      await createItem(t, "sekretariat", master, { nama_arsip: "Surat tugas kedua" }),
    ];
    const berkas = await createdBerkas(t, "sekretariat");
    const file = (tx: Pick<TestApp["db"], "execute">, arsipId: string, urutan: number) =>
      tx.execute(sql`insert into berkas_isi (id, berkas_id, arsip_id, urutan)
        values (${newId()}, ${berkas.id}, ${arsipId}, ${urutan})`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let filedFirst: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      filedFirst = resolve;
    });
    const a = t.db.transaction(async (tx) => {
      await file(tx, one.id, 1);
      filedFirst();
      await held;
    });
    await first;
    const b = t.db.transaction(async (tx) => file(tx, two.id, 2));
    // On PostgreSQL the second now waits for the first's lock (PGlite runs one at a time).
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([a, b]);
    expect(await keptOf(berkas.id)).toEqual({ jumlah_isi: 2, kelas_isi: ["Biasa"] });
    expect(await drifted()).toEqual([]);
  });
  it("numbers records filed into one berkas at once one after another, none twice", async () => {
    // Each filing numbers its record after the berkas's last. On PostgreSQL the filings
    // overlap: without the lock on the berkas they read the same last number.
    const master = await masterFor(t, "sekretariat");
    const items = [];
    for (const n of [1, 2, 3, 4, 5, 6])
      items.push(await createItem(t, "sekretariat", master, { nama_arsip: `Notulen ${n}` }));
    const berkas = await createdBerkas(t, "sekretariat");
    const api = berkasApi(t, "sekretariat");
    const added = await Promise.all(items.map((item) => api.add(berkas.id, { arsip_id: item.id })));
    for (const answer of added) expect(answer.statusCode, answer.body).toBe(201);
    const numbers = rowsOf<{ urutan: number }>(
      await t.db.execute(
        sql`select urutan from berkas_isi where berkas_id = ${berkas.id} order by urutan`,
      ),
    ).map((row) => row.urutan);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
