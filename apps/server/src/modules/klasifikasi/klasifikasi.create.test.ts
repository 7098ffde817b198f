import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOfKode, KLASIFIKASI_URL as URL } from "../../test/factories/klasifikasi";
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
const idOf = (kode: string) => idOfKode(t.db, kode);

describe("POST /egs/master/klasifikasi", () => {
  it("adds a sub-code with retention", async () => {
    const parent = await idOf("000.1");
    const res = await t.as("admin")({
      method: "POST",
      url: URL,
      payload: {
        parent,
        kode: "000.1.90",
        nama: "Uji Coba",
        retensi: { aktif: 1, inaktif: 2, keterangan: "dinilai kembali" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      kode: "000.1.90",
      nama: "Uji Coba",
      parent,
      retensi_aktif: 1,
      retensi_inaktif: 2,
      keterangan_retensi: "dinilai kembali",
      childs: [],
    });
    expect(await idOf("000.1.90")).toBe(res.json().items._id);
  });

  it("422 naming kode and nama when they are missing", async () => {
    const res = await t.as("admin")({ method: "POST", url: URL, payload: { parent: null } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kode).toEqual(["Kode wajib diisi"]);
    expect(res.json().errors.nama).toEqual(["Nama wajib diisi"]);
    const blank = await t.as("admin")({
      method: "POST",
      url: URL,
      payload: { kode: " ", nama: "" },
    });
    expect(Object.keys(blank.json().errors).sort()).toEqual(["kode", "nama"]);
  });

  it("422 when a sub-code does not follow its parent's code", async () => {
    const parent = await idOf("000.1");
    const res = await t.as("admin")({
      method: "POST",
      url: URL,
      payload: { parent, kode: "001.1.5", nama: "Salah" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kode[0]).toMatch(/000\.1\./);
    const letters = await t.as("admin")({
      method: "POST",
      url: URL,
      payload: { kode: "abc", nama: "x" },
    });
    expect(letters.json().errors.kode).toBeDefined();
    const orphan = await t.as("admin")({
      method: "POST",
      url: URL,
      payload: { parent: 999999, kode: "000.1.5", nama: "x" },
    });
    expect(orphan.json().errors.parent).toEqual(["Kode induk tidak ditemukan"]);
  });

  it("409 naming kode for a code already used", async () => {
    const res = await t.as("admin")({
      method: "POST",
      url: URL,
      payload: { parent: await idOf("000.1"), kode: "000.1.2", nama: "Dobel" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.kode).toEqual(["Kode klasifikasi sudah digunakan"]);
  });

  it("403 for an employee and for a non-administrator holding the menu, 401 anonymous", async () => {
    const payload = { kode: "950", nama: "Tidak boleh" };
    for (const username of ["staf", "sekretariat"]) {
      const res = await t.as(username)({ method: "POST", url: URL, payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await list("q=950", "sekretariat")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: URL, payload })).statusCode).toBe(401);
  });
});

describe("DELETE /egs/master/klasifikasi/{id}", () => {
  it("deletes a code without sub-codes", async () => {
    const id = await idOf("000.1.90");
    const res = await t.as("admin")({ method: "DELETE", url: `${URL}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items._id).toBe(id);
    expect(await idOf("000.1.90")).toBeUndefined();
    expect((await t.as("admin")({ method: "DELETE", url: `${URL}/${id}` })).statusCode).toBe(404);
  });

  it("409 while sub-codes remain", async () => {
    const res = await t.as("admin")({ method: "DELETE", url: `${URL}/${await idOf("000.1")}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().diagnostic).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/sub-kode/),
    });
    expect(await idOf("000.1")).toBeDefined();
  });

  it("403 for an employee, 401 anonymous", async () => {
    const id = await idOf("000.1.1");
    expect((await t.as("staf")({ method: "DELETE", url: `${URL}/${id}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `${URL}/${id}` })).statusCode).toBe(401);
    expect(await idOf("000.1.1")).toBe(id);
  });
});
