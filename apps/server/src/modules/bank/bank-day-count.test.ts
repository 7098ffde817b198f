import type { BankFilter, BankKind } from "@lontar/contracts/bank";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../lib/auth-user";
import { run } from "../../seed/bulk-sql";
import {
  BANK_DAY_DRIFT,
  countsLeftAfterTruncate,
  failuresTogether,
} from "../../test/day-count-drift";
import { asAuthUser, demoPegawai } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { rowsByIndex, scansByIndex } from "../../test/query-plan";
import { bankPage, bankPageSelect } from "./bank.repository";

/**
 * A unit's banks counted by day (migration 0044): the total a page carries is the range's day
 * counts of the classes the secretariat sees, plus the other classes' letters it sees itself.
 * Each case works in a month of its own, far from the demo's letters.
 */
let t: TestApp;
let sekretariat: AuthUser;
let staf: { userId: number };

beforeAll(async () => {
  t = await createTestApp();
  const people = await demoPegawai(t.db, ["staf", "sekretariat"]);
  const sek = people.get("sekretariat");
  const author = people.get("staf");
  if (!sek || !author) throw new Error("no demo people");
  sekretariat = asAuthUser(sek);
  staf = author;
});
afterAll(() => t.close());

type Letters = {
  n?: number;
  perihal: string;
  at: string;
  kategori?: "internal" | "external";
  status?: string;
  sifat?: string;
  tanggalTerima?: string;
  by?: number;
};

/** `n` letters of the secretariat's unit, written at `at` (as the workflow's own statements write them). */
const letters = (l: Letters) =>
  run(
    t.db,
    `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal,
                       sifat_pengamanan, created_at, tanggal_terima)
     select gen_random_uuid(), ${sekretariat.satuanKerjaId}, '${l.kategori ?? "internal"}',
            '${l.status ?? "terkirim"}', ${l.by ?? staf.userId}, '${l.perihal} ' || g,
            '${l.sifat ?? "Biasa"}', '${l.at}', ${l.tanggalTerima ? `'${l.tanggalTerima}'` : "null"}
     from generate_series(1, ${l.n ?? 1}) g`,
  );

/** The bank's page of `limit` rows and the total it carries. */
const bank = async (kind: BankKind, filter: BankFilter, limit = 100) => {
  const { rows, total } = await bankPage(t.db, sekretariat, kind, filter, { offset: 0, limit });
  return { total, listed: rows.length };
};
const days = (start_date: string, end_date = start_date) => ({ start_date, end_date });
const drift = async () => Object.values((await run(t.db, BANK_DAY_DRIFT))[0] ?? {})[0];

describe("a bank's day counts (migration 0044)", () => {
  it("count a letter on its bank day: written in Jakarta, or received", async () => {
    // 23:30 and 00:30 in Jakarta: the same UTC day.
    await letters({ perihal: "Hari A", at: "2024-03-10T23:30:00+07:00" });
    await letters({ perihal: "Hari B", at: "2024-03-11T00:30:00+07:00" });
    expect(await bank("keluar", days("2024-03-10"))).toEqual({ total: 1, listed: 1 });
    expect(await bank("keluar", days("2024-03-11"))).toEqual({ total: 1, listed: 1 });
    // Registered on the 12th: counted on the day it was received, else on the registration's.
    const registered = { kategori: "external" as const, at: "2024-03-12T10:00:00+07:00" };
    await letters({ ...registered, perihal: "Terima A", tanggalTerima: "2024-03-08" });
    await letters({ ...registered, perihal: "Terima B" });
    expect(await bank("masuk", days("2024-03-08"))).toEqual({ total: 1, listed: 1 });
    expect(await bank("masuk", days("2024-03-12"))).toEqual({ total: 1, listed: 1 });
    expect(await bank("masuk", days("2024-03-01", "2024-03-31"))).toEqual({ total: 2, listed: 2 });
    // A draft is its author's alone: neither listed nor counted in the bank.
    await letters({ ...registered, perihal: "Terima konsep", status: "draft" });
    expect(await bank("masuk", days("2024-03-12"))).toEqual({ total: 1, listed: 1 });
  });

  it("hold what the bank lists, class by class and status by status", async () => {
    const at = "2024-05-14T09:00:00+07:00";
    await letters({ n: 6, perihal: "Kirim", at });
    await letters({ n: 3, perihal: "Periksa", at, status: "pemeriksa", sifat: "Terbatas" });
    await letters({ n: 2, perihal: "Konsep", at, status: "draft" });
    await letters({ perihal: "Batal", at, status: "batal" });
    // Rahasia: the secretariat sees the one it received, not the other.
    await letters({ n: 2, perihal: "Rahasia", at, sifat: "Rahasia" });
    await run(
      t.db,
      `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
       select id, 'internal', ${sekretariat.pegawaiId}, 'penerima', created_at
       from mail where perihal = 'Rahasia 1'`,
    );
    // Sangat Rahasia, written by the secretariat itself.
    await letters({
      perihal: "Sangat",
      at,
      status: "pemeriksa",
      sifat: "Sangat Rahasia",
      by: sekretariat.userId,
    });
    const may = days("2024-05-01", "2024-05-31");
    expect(await bank("keluar", may)).toEqual({ total: 12, listed: 12 });
    expect(await bank("keluar", { ...may, status_surat: "terkirim" })).toEqual({
      total: 7,
      listed: 7,
    });
    expect(await bank("keluar", { ...may, status_surat: "pemeriksa" })).toEqual({
      total: 4,
      listed: 4,
    });
    expect(await bank("keluar", { ...may, status_surat: "draft" })).toEqual({
      total: 0,
      listed: 0,
    });
    // A page carries the whole bank's total.
    expect(await bank("keluar", may, 5)).toEqual({ total: 12, listed: 5 });
    // A search is counted as it is read, and agrees.
    expect(await bank("keluar", { ...may, q: "Rahasia" })).toEqual({ total: 1, listed: 1 });
    expect(await drift()).toBe(0);
  });

  it("follow a letter's status and its removal, and write nothing when no count moves", async () => {
    const at = "2024-06-03T08:00:00+07:00";
    await letters({ n: 3, perihal: "Alur", at, status: "draft" });
    const june = days("2024-06-03");
    expect((await bank("keluar", june)).total).toBe(0);
    await run(t.db, "update mail set status_surat = 'pemeriksa' where perihal like 'Alur %'");
    expect((await bank("keluar", june)).total).toBe(3);
    await run(t.db, "update mail set status_surat = 'terkirim' where perihal = 'Alur 1'");
    expect((await bank("keluar", { ...june, status_surat: "terkirim" })).total).toBe(1);
    await run(t.db, "delete from mail where perihal = 'Alur 2'");
    expect(await bank("keluar", june)).toEqual({ total: 2, listed: 2 });
    const counted = "select xmin::text as x from bank_day_count order by 1";
    const before = await run(t.db, counted);
    // A new subject, a reviewer's turn: no count moves, and no row is written.
    await run(
      t.db,
      "update mail set perihal = 'Alur 3 (ubah)', order_now = 2 where perihal = 'Alur 3'",
    );
    expect(await run(t.db, counted)).toEqual(before);
    expect(await drift()).toBe(0);
  });

  it("stay exact when many letters of one unit and day change at once", async () => {
    const at = "2024-07-01T10:00:00+07:00";
    await letters({ n: 24, perihal: "Serentak", at, status: "pemeriksa" });
    // Each approval sends one letter and a new draft is written, in a transaction of its own.
    const failed = await failuresTogether(t.db, 24, async (tx, i) => {
      await run(
        tx,
        `update mail set status_surat = 'terkirim' where perihal = 'Serentak ${i + 1}'`,
      );
      await run(
        tx,
        `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at)
         values (gen_random_uuid(), ${sekretariat.satuanKerjaId}, 'internal', 'draft',
                 ${staf.userId}, 'Serentak baru ${i + 1}', '${at}')`,
      );
    });
    expect(failed).toEqual([]);
    expect(await drift()).toBe(0);
    expect(await bank("keluar", { ...days("2024-07-01"), status_surat: "terkirim" })).toEqual({
      total: 24,
      listed: 24,
    });
  });

  it("are emptied with the letters", async () => {
    expect(await countsLeftAfterTruncate(t.db, "mail cascade", "bank_day_count")).toBe(0);
  });
});

describe("a page of Bank Surat Keluar", () => {
  it("sums the month's days and reads only the page's letters and the restricted ones", async () => {
    // Two hours apart, from the 2nd to the 27th.
    await letters({ n: 300, perihal: "Sebulan", at: "2024-08-02T08:00:00+07:00" });
    await run(
      t.db,
      `update mail set created_at = created_at + (split_part(perihal, ' ', 2)::int) * interval '2 hours'
       where perihal like 'Sebulan %'`,
    );
    await letters({
      n: 10,
      perihal: "Sebulan rahasia",
      at: "2024-08-20T08:00:00+07:00",
      sifat: "Rahasia",
    });
    await run(
      t.db,
      `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
       select id, 'internal', ${sekretariat.pegawaiId}, 'tembusan', created_at
       from mail where perihal in ('Sebulan rahasia 1', 'Sebulan rahasia 2', 'Sebulan rahasia 3', 'Sebulan rahasia 4')`,
    );
    await run(t.db, "vacuum analyze mail, mail_recipient, bank_day_count");
    const august = days("2024-08-01", "2024-08-31");
    expect(await bank("keluar", august, 10)).toEqual({ total: 304, listed: 10 });
    const page = bankPageSelect(t.db, sekretariat, "keluar", august, {
      offset: 0,
      limit: 10,
    }).getSQL();
    const [scans, read] = await t.db.transaction(async (tx) => {
      // Planned as at scale: tables this small are otherwise read whole.
      await run(tx, "set local enable_seqscan = off");
      await run(tx, "set local enable_bitmapscan = off");
      return [await scansByIndex(tx, page), await rowsByIndex(tx, page)];
    });
    expect(scans.get("bank_day_count_pk")).toBeDefined();
    expect(read.get("bank_day_count_pk") ?? 0).toBeLessThan(40);
    // Before 0044 the total read each of the month's 310 letters from the unit's index.
    expect(read.get("mail_satker_idx") ?? 0).toBeLessThanOrEqual(20);
    // The Rahasia letters are looked at one by one; the four the secretariat received count.
    expect(scans.get("mail_bank_restricted_idx")).toBeDefined();
    expect(read.get("mail_bank_restricted_idx")).toBe(4);
  });
});
