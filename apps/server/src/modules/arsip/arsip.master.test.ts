import type { JenisArsipItem, PenyimpananNode } from "@lontar/contracts/arsip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItem } from "../../test/factories/arsip";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PENYIMPANAN = "/egs/master/arsip/penyimpanan";
const JENIS = "/egs/master/arsip/jenis-arsip";
const as = (username = "sekretariat") => t.as(username);
const post = (url: string, payload: object, username?: string) =>
  as(username)({ method: "POST", url, payload });

describe("Master Penyimpanan", () => {
  it("builds a tree of Gedung › Ruang › Lemari › Rak › Boks and pages its top level by five", async () => {
    let parent: number | null = null;
    const ids: number[] = [];
    for (const [kode, nama] of [
      ["GD-A", "Gedung A"],
      ["R-01", "Ruang Arsip"],
      ["L-01", "Lemari 1"],
      ["RK-1", "Rak 1"],
      ["BX-1", "Boks 1"],
    ]) {
      const res = await post(PENYIMPANAN, { kode, nama, parent });
      expect(res.statusCode).toBe(200);
      const node = res.json().items as PenyimpananNode;
      expect(node.parent).toBe(parent);
      parent = node._id;
      ids.push(node._id);
    }
    for (const n of [2, 3, 4, 5, 6])
      await post(PENYIMPANAN, { kode: `GD-${n}`, nama: `Gedung ${n}` });

    const first = (await as()({ method: "GET", url: `${PENYIMPANAN}?page=1&per_page=5` })).json();
    expect(first.items.map((n: PenyimpananNode) => n.kode)).toEqual([
      "GD-2",
      "GD-3",
      "GD-4",
      "GD-5",
      "GD-6",
    ]);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 6 });
    const second = (await as()({ method: "GET", url: `${PENYIMPANAN}?page=2&per_page=5` })).json();
    const gedung = second.items[0] as PenyimpananNode;
    expect(gedung.kode).toBe("GD-A");
    expect(gedung.childs[0]?.childs[0]?.childs[0]?.childs[0]?.kode).toBe("BX-1");
    expect(gedung.childs[0]?.nama_parent).toBe("GD-A");

    const search = (await as()({ method: "GET", url: `${PENYIMPANAN}?q=rak` })).json();
    expect(search.items).toHaveLength(1);
    expect(search.items[0].childs[0].childs[0].childs[0].kode).toBe("RK-1");

    const edited = await as()({
      method: "PUT",
      url: `${PENYIMPANAN}/${ids[4]}`,
      payload: { kode: "BX-01", nama: "Boks Satu" },
    });
    expect(edited.json().items).toMatchObject({ kode: "BX-01", nama: "Boks Satu", parent: ids[3] });

    const dup = await post(PENYIMPANAN, { kode: "GD-2" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.kode).toEqual(["Kode penyimpanan sudah digunakan"]);
    // A code names one location of the work unit, at any level: the archive table shows it.
    const deeper = await post(PENYIMPANAN, { kode: "GD-2", parent: ids[0] });
    expect(deeper.statusCode).toBe(409);
    expect(deeper.json().errors.kode).toEqual(["Kode penyimpanan sudah digunakan"]);
    const renamed = await as()({
      method: "PUT",
      url: `${PENYIMPANAN}/${ids[4]}`,
      payload: { kode: "RK-1" },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors.kode).toEqual(["Kode penyimpanan sudah digunakan"]);
  });

  it("refuses to delete a location with sub-locations or items, then deletes an empty one", async () => {
    const root = (await post(PENYIMPANAN, { kode: "HAPUS", nama: "Gedung Hapus" })).json().items;
    const child = (await post(PENYIMPANAN, { kode: "H-1", parent: root._id })).json().items;
    const jenis = (await post(JENIS, { kode: "H", nama: "Hapus" })).json().items;
    const withChild = await as()({ method: "DELETE", url: `${PENYIMPANAN}/${root._id}` });
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().diagnostic.message).toMatch(/sub-lokasi/);
    await createItem(t, "sekretariat", { penyimpanan: child._id, jenisArsip: jenis._id });
    const withItem = await as()({ method: "DELETE", url: `${PENYIMPANAN}/${child._id}` });
    expect(withItem.statusCode).toBe(409);
    expect(withItem.json().diagnostic.message).toMatch(/digunakan oleh arsip/);
    const empty = (await post(PENYIMPANAN, { kode: "KOSONG" })).json().items;
    expect((await as()({ method: "DELETE", url: `${PENYIMPANAN}/${empty._id}` })).statusCode).toBe(
      200,
    );
  });

  it("422 without a code; 401 anonymous; 403 without the menu", async () => {
    const res = await post(PENYIMPANAN, { kode: " " });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kode).toEqual(["Kode wajib diisi"]);
    expect((await t.app.inject({ method: "GET", url: PENYIMPANAN })).statusCode).toBe(401);
    expect((await as("staf")({ method: "GET", url: PENYIMPANAN })).statusCode).toBe(403);
    expect((await post(PENYIMPANAN, { kode: "X" }, "staf")).statusCode).toBe(403);
  });
});

describe("Master Jenis Arsip", () => {
  it("adds, searches with q, pages by five, edits and plucks", async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const res = await post(JENIS, {
        kode: `JA-${n}`,
        nama: n === 6 ? "Nota Dinas" : `Surat Keputusan ${n}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const page = (await as()({ method: "GET", url: `${JENIS}?page=1&per_page=5&q=JA-` })).json();
    expect(page.items.map((j: JenisArsipItem) => j.kode)).toEqual([
      "JA-1",
      "JA-2",
      "JA-3",
      "JA-4",
      "JA-5",
    ]);
    expect(page.meta).toMatchObject({ total: 6, last_page: 2 });
    const found = (await as()({ method: "GET", url: `${JENIS}?page=1&per_page=5&q=nota` })).json();
    expect(found.items.map((j: JenisArsipItem) => j.nama)).toEqual(["Nota Dinas"]);
    const id = found.items[0]._id;
    const edited = await as()({
      method: "PUT",
      url: `${JENIS}/${id}`,
      payload: { kode: "ND", nama: "Nota Dinas Internal" },
    });
    expect(edited.json().items).toMatchObject({ _id: id, kode: "ND", nama: "Nota Dinas Internal" });
    const pluck = (await as()({ method: "GET", url: `${JENIS}/pluck` })).json();
    expect(pluck.items).toContainEqual({ _id: id, nama: "Nota Dinas Internal" });
    expect(Object.keys(pluck.items[0]).sort()).toEqual(["_id", "nama"]);
  });

  it("refuses a taken code and deleting a type items use; deletes an unused one", async () => {
    const taken = await post(JENIS, { kode: "JA-1", nama: "Lagi" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.kode).toEqual(["Kode jenis arsip sudah digunakan"]);
    const jenis = (await post(JENIS, { kode: "DIPAKAI", nama: "Dipakai" })).json().items;
    const lokasi = (await post(PENYIMPANAN, { kode: "JA-LOK" })).json().items;
    await createItem(t, "sekretariat", { penyimpanan: lokasi._id, jenisArsip: jenis._id });
    const used = await as()({ method: "DELETE", url: `${JENIS}/${jenis._id}` });
    expect(used.statusCode).toBe(409);
    const unused = (await post(JENIS, { kode: "BEBAS", nama: "Bebas" })).json().items;
    expect((await as()({ method: "DELETE", url: `${JENIS}/${unused._id}` })).statusCode).toBe(200);
  });

  it("422 without a name; 401 anonymous; 403 without the menu", async () => {
    const res = await post(JENIS, { kode: "A" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.nama).toBeDefined();
    expect((await t.app.inject({ method: "GET", url: `${JENIS}/pluck` })).statusCode).toBe(401);
    expect((await as("staf")({ method: "GET", url: JENIS })).statusCode).toBe(403);
  });
});
