import { pegawaiMessages as m, type PegawaiKontrakItem } from "@lontar/contracts/pegawai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantMenu } from "../../test/factories/pegawai";
import { createTestApp, type TestApp } from "../../test/harness";

const URL = "/egs/pegawai-egs/api/pegawai-kontrak";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.as("admin");
let serial = 0;
const body = (overrides: object = {}) => ({
  name: "Tenaga Uji",
  nik: `33010202029${String(++serial).padStart(5, "0")}`,
  satuan_kerja_id: 2,
  unit_kerja_id: 137,
  jabatan_id: 99999,
  status: "aktif",
  ...overrides,
});

describe("GET /egs/pegawai-egs/api/pegawai-kontrak", () => {
  it("lists the contract staff of a work unit, searchable by name and NIK", async () => {
    const res = await admin()({ method: "GET", url: `${URL}?satuan_kerja_id=2` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: 901,
        name: "Rudi Hermawan",
        nik: "9901031905970007",
        satuan_kerja_id: 2,
        satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
        unit_kerja_id: 137,
        unit_kerja_nama: "Subbagian Umum dan Kepegawaian",
        jabatan_id: 99999,
        jabatan_nama: "Tenaga Kontrak",
        status: "aktif",
      },
    ]);
    expect(res.json().meta.total).toBe(1);
    const byNik = await admin()({ method: "GET", url: `${URL}?q=9901044211980008` });
    expect(byNik.json().items.map((k: PegawaiKontrakItem) => k.id)).toEqual([902]);
  });

  it("401 anonymous, 403 for staf", async () => {
    expect((await t.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
    expect((await t.as("staf")({ method: "GET", url: URL })).statusCode).toBe(403);
  });
});

describe("GET /egs/pegawai-egs/api/pegawai-kontrak/{id}", () => {
  it("answers one contract-staff member, 404 for an employee", async () => {
    expect((await admin()({ method: "GET", url: `${URL}/902` })).json().items.name).toBe(
      "Intan Permatasari",
    );
    expect((await admin()({ method: "GET", url: `${URL}/8` })).statusCode).toBe(404);
  });
});

describe("POST, PUT, DELETE /egs/pegawai-egs/api/pegawai-kontrak", () => {
  it("adds a member with the fixed position, changes and deletes it", async () => {
    const created = await admin()({
      method: "POST",
      url: URL,
      payload: body({ jabatan_id: undefined }),
    });
    expect(created.statusCode).toBe(201);
    const { id, jabatan_id, jabatan_nama } = created.json().items;
    expect([jabatan_id, jabatan_nama]).toEqual([99999, "Tenaga Kontrak"]);
    const changed = await admin()({
      method: "PUT",
      url: `${URL}/${id}`,
      payload: body({ name: "Tenaga Diubah", status: "nonaktif" }),
    });
    expect(changed.json().items).toMatchObject({ name: "Tenaga Diubah", status: "nonaktif" });
    expect((await admin()({ method: "DELETE", url: `${URL}/${id}` })).statusCode).toBe(200);
    expect((await admin()({ method: "GET", url: `${URL}/${id}` })).statusCode).toBe(404);
  });

  it("422 for another position, a missing name or a unit outside the work unit", async () => {
    const res = await admin()({
      method: "POST",
      url: URL,
      payload: body({ jabatan_id: 1050, name: "", unit_kerja_id: 148 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual([m.nameRequired]);
    const placement = await admin()({
      method: "POST",
      url: URL,
      payload: body({ jabatan_id: 1050, unit_kerja_id: 148 }),
    });
    expect(placement.json().errors).toEqual({
      jabatan_id: [m.kontrakJabatan],
      unit_kerja_id: [m.unitNotInSatker],
    });
  });

  it("409 naming nik when already used", async () => {
    const res = await admin()({
      method: "POST",
      url: URL,
      payload: body({ nik: "9901011406720001" }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ nik: [m.nikTaken] });
  });

  it("403 for staf", async () => {
    expect((await t.as("staf")({ method: "POST", url: URL, payload: body() })).statusCode).toBe(
      403,
    );
    expect((await t.as("staf")({ method: "DELETE", url: `${URL}/901` })).statusCode).toBe(403);
  });
});

describe("a holder of the Tenaga Kontrak menu", () => {
  beforeAll(() => grantMenu(t.db, "sekretariat", "/manajemen-master/tenaga-kontrak"));

  it("manages only their own work unit", async () => {
    const sek = t.as("sekretariat");
    const list = await sek({ method: "GET", url: `${URL}?satuan_kerja_id=3` });
    expect(list.json().items.map((k: PegawaiKontrakItem) => k.id)).toEqual([901]);
    expect((await sek({ method: "GET", url: `${URL}/902` })).statusCode).toBe(403);
    const other = body({ satuan_kerja_id: 3, unit_kerja_id: 148 });
    expect((await sek({ method: "POST", url: URL, payload: other })).statusCode).toBe(403);
    expect((await sek({ method: "POST", url: URL, payload: body() })).statusCode).toBe(201);
  });
});
