import type { KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import klasifikasiJson from "../../seed/data/klasifikasi-arsip.json" with { type: "json" };
import { flatten, KLASIFIKASI_URL as URL } from "../../test/factories/klasifikasi";
import { grantMenu } from "../../test/factories/kop-surat";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await grantMenu(t.db, "sekretariat", "/manajemen-master/klasifikasi");
});
afterAll(() => t.close());

const list = (query: string, username = "staf") =>
  t.as(username)({ method: "GET", url: `${URL}?${query}` });

interface Seed {
  kode: string;
  nama: string;
  childs: Seed[];
}
const seeded = (klasifikasiJson as Seed[]).flatMap(function walk(n): Seed[] {
  return [n, ...n.childs.flatMap(walk)];
});

describe("GET /egs/master/klasifikasi", () => {
  it("pages five root codes with their whole trees", async () => {
    const res = await list("page=1&per_page=5");
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json() as { items: KlasifikasiNode[]; meta: object };
    expect(items.map((n) => `${n.kode} ${n.nama}`)).toEqual([
      "000 Umum",
      "100 Pemerintahan",
      "200 Politik",
      "300 Keamanan dan Ketertiban",
      "400 Kesejahteraan Rakyat",
    ]);
    expect(meta).toEqual({ current_page: 1, last_page: 2, from: 1, to: 5, per_page: 5, total: 10 });
    const umum = items[0] as KlasifikasiNode;
    expect(umum.parent).toBeNull();
    const k0001 = umum.childs[0] as KlasifikasiNode;
    expect(k0001).toMatchObject({
      kode: "000.1",
      parent: umum._id,
      retensi_aktif: 2,
      retensi_inaktif: 3,
      keterangan_retensi: "musnah",
    });
    expect(k0001.childs.map((n) => n.kode).slice(0, 3)).toEqual(["000.1.1", "000.1.2", "000.1.3"]);
    expect(k0001.childs[1]?.childs[0]?.kode).toBe("000.1.2.1");
  });

  it("answers the second page and the whole 2,988 codes over both", async () => {
    const first = (await list("page=1&per_page=5")).json().items as KlasifikasiNode[];
    const second = (await list("page=2&per_page=5")).json();
    expect(second.items.map((n: KlasifikasiNode) => n.kode)).toEqual([
      "500",
      "600",
      "700",
      "800",
      "900",
    ]);
    expect(second.meta).toMatchObject({ current_page: 2, from: 6, to: 10 });
    expect(flatten([...first, ...second.items])).toHaveLength(2988);
  });

  it("finds codes by name or code and shows them under their ancestors", async () => {
    const q = "perjalanan dinas";
    const res = await list(`q=${encodeURIComponent(q)}&per_page=5`);
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json() as { items: KlasifikasiNode[]; meta: { total: number } };
    const nodes = flatten(items);
    const matches = (n: { kode: string; nama: string }) =>
      `${n.kode} ${n.nama}`.toLowerCase().includes(q);
    const expected = seeded
      .filter(matches)
      .map((n) => n.kode)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(
      nodes
        .filter(matches)
        .map((n) => n.kode)
        .sort(),
    ).toEqual(expected);
    // Every other node is there only as the ancestor of a match.
    for (const n of nodes.filter((n) => !matches(n)))
      expect(flatten(n.childs).some(matches)).toBe(true);
    expect(meta.total).toBe(new Set(expected.map((k) => k.split(".")[0])).size);
    expect(items.every((n) => n.parent === null)).toBe(true);
  });

  it("searches by code and answers an empty page when nothing matches", async () => {
    const byCode = (await list("q=000.1.2.1")).json().items as KlasifikasiNode[];
    expect(byCode.map((n) => n.kode)).toEqual(["000"]);
    expect(flatten(byCode).map((n) => n.kode)).toEqual(["000", "000.1", "000.1.2", "000.1.2.1"]);
    const none = (await list("q=tidak-ada-kode-seperti-ini")).json();
    expect(none.items).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, last_page: 1, from: null });
  });

  it("422 for a bad page, 401 anonymous", async () => {
    const bad = await list("page=0");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.page).toBeDefined();
    expect((await t.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
  });
});
