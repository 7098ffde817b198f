import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail } from "../../db/schema/surat";
import { act, send, typicalLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("numbering under concurrency", () => {
  it("20 letters of one work unit approved at once get 20 distinct consecutive numbers", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await send(t, await typicalLetter(t, {}, ["kadis"]));
      expect(res.statusCode).toBe(200);
      ids.push(res.json().items.id);
    }
    const results = await Promise.all(ids.map((id) => act(t, "kadis", id, "setuju")));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(mail).where(inArray(mail.id, ids));
    const numbers = rows.map((r) => r.nomorUrut as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    const first = numbers[0] as number;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(rows.map((r) => r.noSurat)).size).toBe(20);
    expect(rows.every((r) => r.statusSurat === "terkirim" && r.signedDocumentId)).toBe(true);
  }, 120_000);

  it("20 letters approved at once under the agency's own pattern get 20 distinct numbers", async () => {
    const staf = (await t.as("staf")({ method: "GET", url: "/api/egs/user" })).json().data;
    const unit = staf.data_pegawai.satuan_kerja.satuan_kerja_id as number;
    const pattern = "{sifat}-{nomor}/{kode_unit}/{bulan_romawi}/{tahun}";
    const saved = await t.as("admin")({
      method: "PUT",
      url: `/egs/master/penomoran/${unit}`,
      payload: { items: [{ tipe_surat: null, pattern }] },
    });
    expect(saved.statusCode).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await send(t, await typicalLetter(t, {}, ["kadis"]));
      ids.push(res.json().items.id);
    }
    const results = await Promise.all(ids.map((id) => act(t, "kadis", id, "setuju")));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(mail).where(inArray(mail.id, ids));
    const numbers = rows.map((r) => r.nomorUrut as number).sort((a, b) => a - b);
    const first = numbers[0] as number;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(rows.map((r) => r.noSurat)).size).toBe(20);
    for (const row of rows)
      expect(row.noSurat).toMatch(new RegExp(`^B-${row.nomorUrut}/[^/]+/[IVX]+/\\d{4}$`));
  }, 120_000);
});
