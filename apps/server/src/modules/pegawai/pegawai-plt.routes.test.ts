import { pegawaiMessages as m } from "@lontar/contracts/pegawai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pegawaiPlt } from "../../db/schema";
import { grantMenu } from "../../test/factories/pegawai";
import { createTestApp, type TestApp } from "../../test/harness";

const URL = "/egs/pegawai-egs/api/pegawai";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.as("admin");
const assign = (id: number, payload: object) =>
  admin()({ method: "POST", url: `${URL}/${id}/plt`, payload });

describe("PLT: POST and DELETE /egs/pegawai-egs/api/pegawai/{id}/plt", () => {
  it("makes kabid PLT Kepala Bidang Persandian; the list and the pickers show it", async () => {
    const res = await assign(12, { jabatan_id: 1045, mulai: "2026-01-05" });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      id: 12,
      jabatan_nama: "Kepala Bidang Aplikasi Informatika",
      is_plt: true,
      data_plt: {
        jabatan_id: 1045,
        jabatan_nama: "Kepala Bidang Persandian dan Statistik",
        mulai: "2026-01-05",
      },
    });
    const list = await admin()({ method: "GET", url: `${URL}?q=Rizky` });
    expect(list.json().items[0].data_plt.jabatan_nama).toBe(
      "Kepala Bidang Persandian dan Statistik",
    );
    const options = await admin()({
      method: "GET",
      url: `${URL}/get-data/jabatan?satuan_kerja_id=2&jenis_jabatan=STRUKTURAL`,
    });
    const persandian = options.json().items.find((o: { id: number }) => o.id === 1045);
    expect(persandian.plt_nama).toBe("Rizky Pratama Harahap, S.T., M.Kom.");
  });

  it("409 naming jabatan_id when the position already has an active PLT", async () => {
    const res = await assign(15, { jabatan_id: 1045 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ jabatan_id: [m.pltTaken] });
  });

  it("422 for the employee's own position or one of another work unit", async () => {
    expect((await assign(15, { jabatan_id: 1041 })).json().errors).toEqual({
      jabatan_id: [m.pltOwnPosition],
    });
    const other = await assign(15, { jabatan_id: 1052 });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ jabatan_id: [m.pltNotInSatker] });
    expect((await assign(15, {})).json().errors.jabatan_id).toEqual([m.jabatanRequired]);
  });

  it("replaces an employee's PLT with a new one", async () => {
    await assign(16, { jabatan_id: 1043 });
    const res = await assign(16, { jabatan_id: 1047 });
    expect(res.json().items.data_plt.jabatan_id).toBe(1047);
    const rows = await t.db.select().from(pegawaiPlt).where(eq(pegawaiPlt.pegawaiId, 16));
    expect(rows.filter((r) => r.selesai === null).map((r) => r.jabatanId)).toEqual([1047]);
    // The replaced position is free again.
    expect((await assign(15, { jabatan_id: 1043 })).statusCode).toBe(200);
  });

  it("ends a PLT (selesai set); 404 when there is none", async () => {
    const res = await admin()({ method: "DELETE", url: `${URL}/12/plt` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({ is_plt: false, data_plt: null });
    const [ended] = await t.db
      .select()
      .from(pegawaiPlt)
      .where(and(eq(pegawaiPlt.pegawaiId, 12), eq(pegawaiPlt.jabatanId, 1045)));
    expect(ended?.selesai).not.toBeNull();
    const again = await admin()({ method: "DELETE", url: `${URL}/12/plt` });
    expect(again.statusCode).toBe(404);
    expect(again.json().diagnostic.message).toBe(m.pltNone);
  });

  it("401 anonymous, 403 for staf", async () => {
    expect((await t.app.inject({ method: "DELETE", url: `${URL}/16/plt` })).statusCode).toBe(401);
    const res = await t.as("staf")({
      method: "POST",
      url: `${URL}/16/plt`,
      payload: { jabatan_id: 1045 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("options of the employee forms", () => {
  it("lists the units of a work unit and its positions by type in hierarchy order", async () => {
    const units = await admin()({
      method: "GET",
      url: `${URL}/get-data/unit-kerja?satuan_kerja_id=2`,
    });
    expect(units.statusCode).toBe(200);
    expect(units.json().items).toHaveLength(11);
    expect(units.json().items[0]).toMatchObject({
      id: 135,
      name: "Dinas Komunikasi dan Informatika",
    });
    const jft = await admin()({
      method: "GET",
      url: `${URL}/get-data/jabatan?satuan_kerja_id=2&jenis_jabatan=JFT`,
    });
    expect(jft.json().items.map((o: { id: number }) => o.id)).toEqual([1049]);
    const all = await admin()({ method: "GET", url: `${URL}/get-data/jabatan?satuan_kerja_id=2` });
    const ids = all.json().items.map((o: { id: number }) => o.id);
    expect(ids.slice(0, 2)).toEqual([1037, 1038]);
    expect(ids.indexOf(1049)).toBeLessThan(ids.indexOf(1050));
    expect(ids.indexOf(1047)).toBeLessThan(ids.indexOf(1049));
  });

  it("401 anonymous, 403 for staf and for another work unit of a menu holder", async () => {
    const url = `${URL}/get-data/unit-kerja?satuan_kerja_id=2`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.as("staf")({ method: "GET", url })).statusCode).toBe(403);
    await grantMenu(t.db, "sekretariat", "/manajemen-master/tenaga-kontrak");
    expect((await t.as("sekretariat")({ method: "GET", url })).statusCode).toBe(200);
    const other = `${URL}/get-data/jabatan?satuan_kerja_id=3`;
    expect((await t.as("sekretariat")({ method: "GET", url: other })).statusCode).toBe(403);
  });
});
