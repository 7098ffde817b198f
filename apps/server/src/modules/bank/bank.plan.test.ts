import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { run } from "../../seed/bulk-sql";
import { demoPegawai } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { rowsByIndex, scansByIndex } from "../../test/query-plan";
import { bankPage, bankPageSelect } from "./bank.repository";

/**
 * A month of a busy unit's outgoing letters, some of a class its secretariat sees only as a
 * recipient (Rahasia), and a secretariat with a long history of letters delivered to it.
 */
const MONTH = 400;
const HISTORY = 3000;
let t: TestApp;
let sekretariat: { userId: number; pegawaiId: number; satuanKerjaId: number };

beforeAll(async () => {
  t = await createTestApp();
  const people = await demoPegawai(t.db, ["staf", "sekretariat"]);
  const staf = people.get("staf");
  const sek = people.get("sekretariat");
  if (!staf || !sek?.satuanKerjaId) throw new Error("no demo people");
  sekretariat = { userId: sek.userId, pegawaiId: sek.pegawaiId, satuanKerjaId: sek.satuanKerjaId };
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // The month: every fifth letter Rahasia.
    await tx.execute(sql`
      insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by,
                        perihal, sifat_pengamanan, created_at)
      select gen_random_uuid(), ${staf.satuanKerjaId}, 'internal', 'terkirim', ${staf.userId},
             'Surat bulan ini ' || i, case when i % 5 = 0 then 'Rahasia' else 'Biasa' end,
             now() - i * interval '1 hour'
      from generate_series(1, ${MONTH}) i`);
    // Years of letters from elsewhere delivered to the secretariat.
    await tx.execute(sql`
      insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by,
                        perihal, created_at)
      select gen_random_uuid(), ${staf.satuanKerjaId} + 1, 'internal', 'terkirim', ${staf.userId},
             'Surat lama ' || i, now() - interval '400 days' - i * interval '1 hour'
      from generate_series(1, ${HISTORY}) i`);
    await tx.execute(sql`
      insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
      select id, 'internal', ${sek.pegawaiId}, 'penerima', created_at
      from mail where perihal like 'Surat lama %'`);
    // Counted as the triggers, off for the load, would have counted them (migration 0044).
    await tx.execute(sql`delete from bank_day_count`);
    await tx.execute(sql`insert into bank_day_count select * from bank_day_tally`);
  });
  await run(t.db, "vacuum (analyze) mail, mail_recipient, mail_reviewer");
});
afterAll(() => t.close());

const auth = () => ({
  ...sekretariat,
  sessionId: "",
  username: "sekretariat",
  userLevel: 8,
  pegNip: "",
});
const month = () => ({
  start_date: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
});
const page = () =>
  bankPageSelect(t.db, auth(), "keluar", month(), { offset: 0, limit: 10 }).getSQL();

describe("a page of Bank Surat Keluar", () => {
  it("picks the page's letters from the unit's index alone", async () => {
    // Planned as at scale: a table this small is otherwise read whole.
    const scans = await t.db.transaction(async (tx) => {
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_bitmapscan = off");
      return scansByIndex(tx, page());
    });
    expect(scans.get("mail_satker_idx")).toBe("Index Only Scan");
  });

  it("looks up the secretariat's own rows letter by letter, not its whole history", async () => {
    const read = await rowsByIndex(t.db, page());
    const recipientRows = [...read]
      .filter(([index]) => index.startsWith("mail_recipient") || index === "seq:mail_recipient")
      .reduce((sum, [, rows]) => sum + rows, 0);
    expect(recipientRows).toBeLessThan(HISTORY);
  });
});

describe.skipIf(inject("dbTemplate").kind !== "postgres")("the pages of a bank", () => {
  it("carry the first pages' window in the statement, the later ones as parameters", async () => {
    // A limit and offset given as parameters cannot be costed in a kept (generic) plan, so at
    // ten million letters PostgreSQL planned the page anew at every call (3.7 of its 6.5 ms).
    const visible = MONTH - MONTH / 5; // the Rahasia fifth is not the secretariat's to see
    const pages = [
      { offset: 0, limit: 10 },
      { offset: 20, limit: 20 },
      { offset: 90, limit: 10 },
      { offset: 100, limit: 10 }, // the eleventh page of ten: parameters
      { offset: 5, limit: 10 }, // not on a page boundary: parameters
      { offset: visible, limit: 10 }, // past the end: the total from the first page
    ];
    const { read, statements } = await t.db.transaction(async (tx) => {
      const read = [];
      for (const window of pages) read.push(await bankPage(tx, auth(), "keluar", month(), window));
      const statements = rowsOf<{ name: string; statement: string }>(
        await tx.execute(sql`select name, statement from pg_prepared_statements
          where name like 'bank_keluar%' order by name`),
      );
      return { read, statements };
    });
    const order = await t.db.transaction(async (tx) =>
      bankPage(tx, auth(), "keluar", month(), { offset: 0, limit: visible }),
    );
    const ids = order.rows.map((row) => row.id);
    read.forEach(({ rows, total }, i) => {
      const { offset, limit } = pages[i] ?? { offset: 0, limit: 0 };
      expect(total).toBe(visible);
      expect(rows.map((row) => row.id)).toEqual(ids.slice(offset, offset + limit));
    });
    const literal = statements.filter(({ statement }) => /limit \d+\s+offset \d+/.test(statement));
    expect(literal.map(({ name }) => name.replace(/_[a-z0-9]+$/, ""))).toEqual([
      "bank_keluar_10_0",
      "bank_keluar_10_90",
      "bank_keluar_20_20",
    ]);
    expect(
      statements.filter(({ statement }) => /limit \$\d+\s+offset \$\d+/.test(statement)),
    ).toHaveLength(1);
  });
});
