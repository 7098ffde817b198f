import { NUMBER_PATTERN_MESSAGES } from "@lontar/contracts/nomor-pattern";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { jenisNaskah } from "../../db/schema/master";
import { mail } from "../../db/schema/surat";
import { todayInJakarta } from "../../lib/jakarta-day";
import { act, send, typicalLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let unit: number;
let notaDinas: number;
let undangan: number;
beforeAll(async () => {
  t = await createTestApp();
  const staf = (await t.as("staf")({ method: "GET", url: "/api/egs/user" })).json().data;
  unit = staf.data_pegawai.satuan_kerja.satuan_kerja_id;
  const types = await t.db.select().from(jenisNaskah);
  notaDinas = types.find((type) => type.kode === "nota-dinas")?.id as number;
  undangan = types.find((type) => type.kode === "surat-undangan")?.id as number;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const url = () => `/egs/master/penomoran/${unit}`;
const get = (username = "admin") => t.as(username)({ method: "GET", url: url() });
const put = (items: { tipe_surat: number | null; pattern: string | null }[], username = "admin") =>
  t.as(username)({ method: "PUT", url: url(), payload: { items } });

/** Sends a letter of this type through kadis alone and answers its number. */
async function approvedNumber(tipe: number | null, overrides = {}) {
  const body = await typicalLetter(t, { tipe_surat: tipe, ...overrides }, ["kadis"]);
  const sent = await send(t, body);
  expect(sent.statusCode).toBe(200);
  const id = sent.json().items.id as string;
  const res = await act(t, "kadis", id, "setuju");
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(mail).where(eq(mail.id, id));
  return row?.noSurat as string;
}

const month = () => todayInJakarta().slice(5, 7);
const year = () => todayInJakarta().slice(0, 4);

describe("the agency's number pattern", () => {
  it("answers the default and every letter type, each with the next number it gives", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      tipe_surat: number | null;
      pattern: string | null;
      contoh: string;
    }[];
    expect(items[0]).toMatchObject({
      tipe_surat: null,
      nama: "Bawaan",
      pattern: "{kode_klasifikasi}/{nomor}/{kode_unit}/{tahun}",
    });
    expect(items[0]?.contoh).toMatch(new RegExp(`^000/\\d+/.+/${year()}$`));
    const nota = items.find((item) => item.tipe_surat === notaDinas);
    expect(nota).toMatchObject({ nama: "Nota Dinas", pattern: null });
    expect(nota?.contoh).toBe(items[0]?.contoh);
  });

  it("is kept by administrators only", async () => {
    expect((await get("sekretariat")).statusCode).toBe(403);
    expect((await put([{ tipe_surat: null, pattern: "{nomor}/{tahun}" }], "staf")).statusCode).toBe(
      403,
    );
    expect(
      (await t.as("admin")({ method: "GET", url: "/egs/master/penomoran/999999" })).statusCode,
    ).toBe(404);
  });

  it("refuses a pattern it cannot number with, in the screen's words, and changes nothing", async () => {
    const before = (await get()).json().items;
    const bad = await put([{ tipe_surat: null, pattern: "{kode_unit}/{tahun}" }]);
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain(NUMBER_PATTERN_MESSAGES.needsNomor);
    const noDefault = await put([{ tipe_surat: notaDinas, pattern: "ND-{nomor}/{tahun}" }]);
    expect(noDefault.statusCode).toBe(422);
    const unknown = await put([
      { tipe_surat: null, pattern: "{nomor}/{tahun}" },
      { tipe_surat: 99999, pattern: "X-{nomor}/{tahun}" },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect((await get()).json().items).toEqual(before);
  });

  it("numbers letters with the unit's pattern: security code, Roman month, signer's position", async () => {
    const saved = await put([
      {
        tipe_surat: null,
        pattern: "{sifat}-{nomor}/{kode_klasifikasi}/{kode_jabatan}/{bulan_romawi}/{tahun}",
      },
    ]);
    expect(saved.statusCode).toBe(200);
    const roman = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"][
      Number(month()) - 1
    ];
    const number = await approvedNumber(null, {
      kepala_surat: {
        perihal: "Pemberitahuan",
        lampiran: { type: "Lembar", value: 0 },
        klasifikasi: { code: "000.1.2", name: "Rapat" },
        kegiatan: null,
        sifat: { pengamanan: "Rahasia", penyampaian: "Biasa" },
      },
    });
    expect(number).toMatch(new RegExp(`^R-\\d+/000\\.1\\.2/[^/]+/${roman}/${year()}$`));
    expect(number.split("/")[2]).not.toBe("");
  });

  it("gives a type with its own pattern its own sequence; the default's goes on", async () => {
    await put([
      { tipe_surat: null, pattern: "{kode_klasifikasi}/{nomor}/{kode_unit}/{tahun}" },
      { tipe_surat: notaDinas, pattern: "ND-{nomor}/{kode_unit}/{bulan}/{tahun}" },
    ]);
    const before = (await get()).json().items as { tipe_surat: number | null; contoh: string }[];
    expect(before.find((item) => item.tipe_surat === notaDinas)?.contoh).toMatch(
      new RegExp(`^ND-1/.+/${month()}/${year()}$`),
    );
    const first = await approvedNumber(notaDinas);
    const second = await approvedNumber(notaDinas);
    expect(first).toMatch(new RegExp(`^ND-1/.+/${month()}/${year()}$`));
    expect(second).toMatch(/^ND-2\//);
    // Nota dinas took nothing from the default sequence: the next letter gets its preview.
    const fallback = before.find((item) => item.tipe_surat === null)?.contoh;
    expect(fallback).toMatch(/^000\/\d+\//);
    const other = await approvedNumber(undangan);
    expect(other.split("/")[1]).toBe(fallback?.split("/")[1]);
  });

  it("never renumbers letters already sent when a pattern changes", async () => {
    const sent = await approvedNumber(null);
    await put([{ tipe_surat: null, pattern: "B-{nomor}/{kode_unit}/{tahun}" }]);
    const rows = await t.db.select().from(mail).where(eq(mail.noSurat, sent));
    expect(rows).toHaveLength(1);
    expect(await approvedNumber(null)).toMatch(/^B-\d+\//);
  });

  it("reserves a number by hand in the sequence of the letter's type", async () => {
    await put([
      { tipe_surat: null, pattern: "{kode_klasifikasi}/{nomor}/{kode_unit}/{tahun}" },
      { tipe_surat: notaDinas, pattern: "ND-{nomor}/{kode_unit}/{bulan}/{tahun}" },
    ]);
    const number = await approvedNumber(notaDinas, { no_surat_req: 40 });
    expect(number).toMatch(/^ND-40\//);
    // 40 is taken among nota dinas, not in the default sequence.
    const check = (tipe: number) =>
      t.as("staf")({
        method: "GET",
        url: `/egs/check-available-no-surat?nomor=40&kd_klasifikasi=000.1.2&tipe_surat=${tipe}`,
      });
    expect((await check(notaDinas)).json().items).toMatchObject({ available: false });
    expect((await check(undangan)).json().items.available).toBe(true);
    expect((await check(notaDinas)).json().items.no_surat).toMatch(/^ND-40\//);
  });

  it("counts every year from 1: a year without letters starts its sequence again", async () => {
    await put([{ tipe_surat: null, pattern: "{nomor}/{kode_unit}/{bulan_romawi}/{tahun}" }]);
    const thisYear = await approvedNumber(null);
    expect(Number(thisYear.split("/")[0])).toBeGreaterThan(1);
    // The last day of a year this unit never numbered in (tokens stay valid: they expire later).
    const other = Number(year()) - 1;
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${other}-12-31T03:00:00Z`) });
    expect(await approvedNumber(null)).toMatch(new RegExp(`^1/.+/XII/${other}$`));
    expect(await approvedNumber(null)).toMatch(new RegExp(`^2/.+/XII/${other}$`));
  });
});
