import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../seed/bulk-sql";
import { demoPegawai } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { rowsByIndex, scansByIndex } from "../../test/query-plan";
import { bankPageSelect } from "./bank.repository";

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
  });
  await run(t.db, "vacuum (analyze) mail, mail_recipient, mail_reviewer");
});
afterAll(() => t.close());

const page = () =>
  bankPageSelect(
    t.db,
    { ...sekretariat, sessionId: "", username: "sekretariat", userLevel: 8, pegNip: "" },
    "keluar",
    { start_date: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10) },
    { offset: 0, limit: 10 },
  ).getSQL();

describe("a page of Bank Surat Keluar", () => {
  it("counts the unit's month from its index alone", async () => {
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
