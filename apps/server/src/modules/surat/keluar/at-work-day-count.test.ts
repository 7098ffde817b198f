import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import {
  AT_WORK_DAY_DRIFT,
  countsLeftAfterTruncate,
  failuresTogether,
} from "../../../test/day-count-drift";
import { demoPegawai } from "../../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../../test/harness";
import { countList } from "./list-query";

/**
 * The letters waiting for a reviewer, counted by day (migration 0043): the writes that keep the
 * counts. What Persetujuan and the dashboard read of them is checked against the lists' plain
 * definition in list-query.test.ts.
 */
let t: TestApp;
let staf: { userId: number; pegawaiId: number };
let kadis: { userId: number; pegawaiId: number };

beforeAll(async () => {
  t = await createTestApp();
  const people = await demoPegawai(t.db, ["staf", "kadis"]);
  const a = people.get("staf");
  const b = people.get("kadis");
  if (!a || !b) throw new Error("no demo people");
  staf = a;
  kadis = b;
});
afterAll(() => t.close());

/** `n` letters by staf waiting for kadis, the first of their chain, written at `at`. */
async function waiting(perihal: string, at: string, n = 1) {
  await run(
    t.db,
    `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at, order_now)
     select gen_random_uuid(), (select min(id) from satuan_kerja), 'internal', 'pemeriksa',
            ${staf.userId}, '${perihal} ' || g, '${at}', 1
     from generate_series(1, ${n}) g`,
  );
  await run(
    t.db,
    `insert into mail_reviewer (mail_id, urutan, pegawai_id)
     select id, 1, ${kadis.pegawaiId} from mail where perihal like '${perihal} %'`,
  );
}
const persetujuan = (day: string) =>
  countList(t.db, "persetujuan", { ...kadis, startDate: day, endDate: day });
const drift = async () => Object.values((await run(t.db, AT_WORK_DAY_DRIFT))[0] ?? {})[0];

describe("Persetujuan's day counts (migration 0043)", () => {
  it("count a letter on its Jakarta day and follow its reviewer's read mark and its moves", async () => {
    // 23:30 and 00:30 in Jakarta: the same UTC day.
    await waiting("Tunggu A", "2024-02-05T23:30:00+07:00");
    await waiting("Tunggu B", "2024-02-06T00:30:00+07:00", 2);
    expect(await persetujuan("2024-02-05")).toEqual({ total: 1, read: 0 });
    expect(await persetujuan("2024-02-06")).toEqual({ total: 2, read: 0 });
    await run(
      t.db,
      `update mail_reviewer set read_at = now() where pegawai_id = ${kadis.pegawaiId}
       and mail_id in (select id from mail where perihal = 'Tunggu B 1')`,
    );
    expect(await persetujuan("2024-02-06")).toEqual({ total: 2, read: 1 });
    // Sent back for revision: it waits for nobody.
    await run(t.db, "update mail set status_surat = 'perbaikan' where perihal = 'Tunggu B 1'");
    expect(await persetujuan("2024-02-06")).toEqual({ total: 1, read: 0 });
    // A chain written again (as the workflow writes one: deleted, then inserted).
    await run(
      t.db,
      "delete from mail_reviewer where mail_id in (select id from mail where perihal = 'Tunggu B 2')",
    );
    expect(await persetujuan("2024-02-06")).toEqual({ total: 0, read: 0 });
    expect(await drift()).toBe(0);
  });

  it("write nothing when a change moves no count", async () => {
    await waiting("Diam", "2024-03-04T10:00:00+07:00");
    const counted = "select xmin::text as x from at_work_day_count order by 1";
    const before = await run(t.db, counted);
    // A new subject; the reviewer acting on a letter no longer waiting for him.
    await run(t.db, "update mail set perihal = 'Diam 1 (ubah)' where perihal = 'Diam 1'");
    await run(
      t.db,
      `update mail_reviewer set acted_at = now() where mail_id in
       (select id from mail where perihal = 'Tunggu B 1')`,
    );
    expect(await run(t.db, counted)).toEqual(before);
  });

  it("stay exact when many letters reach and leave one reviewer at once", async () => {
    await waiting("Serentak", "2024-04-01T09:00:00+07:00", 24);
    await waiting("Buka", "2024-04-01T10:00:00+07:00", 24);
    // Each transaction sends one letter on (its reviewer is done) and opens another of the same
    // day, each letter touched by one transaction only: they meet on the day's count alone.
    const failed = await failuresTogether(t.db, 24, async (tx, i) => {
      await run(
        tx,
        `update mail set status_surat = 'terkirim' where perihal = 'Serentak ${i + 1}'`,
      );
      await run(
        tx,
        `update mail_reviewer set read_at = now() where pegawai_id = ${kadis.pegawaiId}
         and mail_id in (select id from mail where perihal = 'Buka ${i + 1}')`,
      );
    });
    expect(failed).toEqual([]);
    expect(await drift()).toBe(0);
    expect(await persetujuan("2024-04-01")).toEqual({ total: 24, read: 24 });
  });

  it("are emptied with the reviewer rows", async () => {
    expect(await countsLeftAfterTruncate(t.db, "mail_reviewer", "at_work_day_count")).toBe(0);
  });
});
