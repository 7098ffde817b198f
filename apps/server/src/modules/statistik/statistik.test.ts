import type { StatistikCounts, StatistikMonth } from "@lontar/contracts/statistik";
import { and, eq, like, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/auth";
import { klasifikasi } from "../../db/schema/master";
import { pegawai } from "../../db/schema/org";
import { mailNote } from "../../db/schema/surat";
import { mailDisposition, mailRecipient } from "../../db/schema/surat-penerima";
import { todayInJakarta } from "../../lib/jakarta-day";
import { approvedLetter, get } from "../../test/factories/dashboard";
import { sentLetter } from "../../test/factories/surat-keluar";
import { disposeTo, registeredLetter } from "../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
const today = todayInJakarta();
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
let units: { kominfo: number; disdik: number };

async function unitOf(username: string) {
  const [row] = await t.db
    .select({ id: pegawai.satuanKerjaId })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
}

const idOf = async (kode: string) => {
  const [row] = await t.db
    .select({ id: klasifikasi.id })
    .from(klasifikasi)
    .where(eq(klasifikasi.kode, kode));
  if (!row) throw new Error(kode);
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  units = { kominfo: await unitOf("kadis"), disdik: await unitOf("kadisdik") };
  await approvedLetter(t, "Perjalanan Dinas Pegawai ke Provinsi", "000.1.2.3");
  await approvedLetter(t, "Perjalanan Dinas Luar Negeri", "000.1.3");
  // Still in review: not a delivered letter, and its reviewer has not acted yet.
  await sentLetter(t);
  const { id } = await registeredLetter(t);
  await disposeTo(t, "kadis", id, ["kabid"], { is_disposisi: true, text: ["Untuk diproses"] });
  await disposeTo(t, "kadis", id, ["sekdis"], { is_disposisi: false });
});
afterAll(() => t.close());

const counts = async (username: string, query: string) =>
  (await get<{ items: StatistikCounts }>(t, username, `/egs/statistik/count?${query}`)).items;
const chart = async (username: string, query: string) =>
  (await get<{ items: StatistikMonth[] }>(t, username, `/egs/statistik/klasifikasi?${query}`))
    .items;

/** The same numbers counted from the rows, by a different route than the server's SQL. */
async function fromRows(satuanKerjaId: number) {
  const people = new Set(
    (
      await t.db
        .select({ id: pegawai.id })
        .from(pegawai)
        .where(eq(pegawai.satuanKerjaId, satuanKerjaId))
    ).map((p) => p.id),
  );
  const thisMonth = (at: Date) => todayInJakarta(at).slice(0, 7) === today.slice(0, 7);
  const moves = (await t.db.select().from(mailDisposition)).filter(
    (d) => people.has(d.fromPegawaiId) && !d.withdrawnAt && thisMonth(d.createdAt),
  );
  const reviews = (await t.db.select().from(mailNote)).filter(
    (n) =>
      n.pegawaiId !== null &&
      people.has(n.pegawaiId) &&
      ["lanjutkan", "perbaikan", "batalkan", "setuju"].includes(n.action) &&
      thisMonth(n.createdAt),
  );
  const received = (await t.db.select().from(mailRecipient)).filter(
    (r) =>
      people.has(r.pegawaiId) &&
      (r.role === "penerima" || r.role === "tembusan") &&
      thisMonth(r.receivedAt),
  );
  return {
    count_disposisi: moves.filter((d) => d.isDisposisi).length,
    count_receive: received.length,
    count_pemeriksa: reviews.length,
    count_approve: reviews.filter((n) => n.action === "setuju").length,
    count_forward: moves.filter((d) => !d.isDisposisi).length,
  };
}

describe("GET egs/statistik/count", () => {
  it("refuses anonymous callers and a month outside 1–12", async () => {
    const anon = await t.app.inject({
      method: "GET",
      url: `/egs/statistik/count?month=${month}&year=${year}`,
    });
    expect(anon.statusCode).toBe(401);
    const bad = await t.as("kadis")({
      method: "GET",
      url: "/egs/statistik/count?month=13&year=2026",
    });
    expect(bad.statusCode).toBe(422);
  });

  it("counts what the people of the user's work unit did this month", async () => {
    const mine = await counts("kadis", `month=${month}&year=${year}`);
    expect(mine).toEqual(await fromRows(units.kominfo));
    // Two letters through kabid → sekdis → kadis; copies to sekdis; the incoming letter to
    // kadis (copy sekdis), disposed to kabid and forwarded to sekdis.
    expect(mine).toEqual({
      count_disposisi: 1,
      count_receive: 4,
      count_pemeriksa: 6,
      count_approve: 2,
      count_forward: 1,
    });
    expect(await counts("staf", `month=${month}&year=${year}`)).toEqual(mine);
  });

  it("is zero in a month without activity", async () => {
    expect(await counts("kadis", `month=${month}&year=${year + 1}`)).toEqual({
      count_disposisi: 0,
      count_receive: 0,
      count_pemeriksa: 0,
      count_approve: 0,
      count_forward: 0,
    });
  });

  it("lets administrators choose the work unit, and nobody else", async () => {
    const disdik = await counts(
      "admin",
      `month=${month}&year=${year}&satuan_kerja_id=${units.disdik}`,
    );
    expect(disdik).toEqual(await fromRows(units.disdik));
    expect(disdik.count_receive).toBe(2);
    const other = await t.as("kadis")({
      method: "GET",
      url: `/egs/statistik/count?month=${month}&year=${year}&satuan_kerja_id=${units.disdik}`,
    });
    expect(other.statusCode).toBe(403);
    const own = await counts(
      "kadis",
      `month=${month}&year=${year}&satuan_kerja_id=${units.kominfo}`,
    );
    expect(own).toEqual(await fromRows(units.kominfo));
  });
});

describe("GET egs/statistik/klasifikasi", () => {
  const valueNow = (items: StatistikMonth[]) => items.find((i) => i.month === month)?.value;

  it("refuses anonymous callers", async () => {
    const anon = await t.app.inject({
      method: "GET",
      url: `/egs/statistik/klasifikasi?year=${year}`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it("gives twelve months of the work unit's delivered letters", async () => {
    const all = await chart("kadis", `year=${year}`);
    expect(all.map((i) => i.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Two approved letters and one registered; the letter still in review is not counted.
    expect(valueNow(all)).toBe(3);
    expect(all.reduce((sum, i) => sum + i.value, 0)).toBe(3);
    expect(valueNow(await chart("kadisdik", `year=${year}`))).toBe(0);
    expect(valueNow(await chart("kadis", `year=${year - 1}`))).toBe(0);
  });

  it("counts a code together with all its descendant codes", async () => {
    expect(valueNow(await chart("kadis", `year=${year}&id=${await idOf("000")}`))).toBe(2);
    expect(valueNow(await chart("kadis", `year=${year}&id=${await idOf("000.1")}`))).toBe(2);
    expect(valueNow(await chart("kadis", `year=${year}&id=${await idOf("000.1.2")}`))).toBe(1);
    expect(valueNow(await chart("kadis", `year=${year}&kode=000.1.2`))).toBe(1);
    expect(valueNow(await chart("kadis", `year=${year}&id=${await idOf("000.1.2.3")}`))).toBe(1);
    expect(valueNow(await chart("kadis", `year=${year}&id=${await idOf("000.1.1")}`))).toBe(0);
    const [elsewhere] = await t.db
      .select({ id: klasifikasi.id })
      .from(klasifikasi)
      .where(and(not(like(klasifikasi.kode, "000%")), eq(klasifikasi.kode, "100")));
    if (elsewhere)
      expect(valueNow(await chart("kadis", `year=${year}&id=${elsewhere.id}`))).toBe(0);
  });

  it("answers 404 for an unknown code and 403 for another work unit", async () => {
    const unknown = await t.as("kadis")({
      method: "GET",
      url: `/egs/statistik/klasifikasi?year=${year}&id=99999999`,
    });
    expect(unknown.statusCode).toBe(404);
    const other = await t.as("kadis")({
      method: "GET",
      url: `/egs/statistik/klasifikasi?year=${year}&satuan_kerja_id=${units.disdik}`,
    });
    expect(other.statusCode).toBe(403);
    const admin = await chart("admin", `year=${year}&satuan_kerja_id=${units.kominfo}`);
    expect(valueNow(admin)).toBe(3);
  });
});
