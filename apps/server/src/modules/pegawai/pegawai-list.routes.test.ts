import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // kabid acts as Kepala Bidang Persandian dan Statistik.
  const res = await t.as("admin")({
    method: "POST",
    url: "/egs/pegawai-egs/api/pegawai/12/plt",
    payload: { jabatan_id: 1045 },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(() => t.close());

const list = (query: string, user = "staf") =>
  t.as(user)({ method: "GET", url: `/api/egs/list/pegawai?${query}` });

describe("GET /api/egs/list/pegawai", () => {
  it("answers picker records of a work unit, paged 8, with the acting entry of a PLT", async () => {
    const res = await list("satuan_kerja_id=2&per_page=8");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 2, per_page: 8, total: 10 });
    expect(body.data).toHaveLength(8);
    const staf = body.data.find((r: PegawaiPickerRecord) => r.peg_nip === "199506112020012003");
    expect(staf).toEqual({
      id: 14,
      fullName: "Putri Ayu Lestari, A.Md.Kom.",
      peg_nama: "Putri Ayu Lestari, A.Md.Kom.",
      peg_nip: "199506112020012003",
      namaJabatan: "Pengolah Data",
      jabatan_id: 1050,
      unitKerja: "Bidang Aplikasi Informatika",
      satuanKerjaNama: "Dinas Komunikasi dan Informatika",
      satuan_kerja_id: 2,
      peg_status: true,
      is_plt: false,
      data_plt: null,
      data_pegawai: {
        peg_nama: "Putri Ayu Lestari, A.Md.Kom.",
        peg_nip: "199506112020012003",
        jabatan_nama: "Pengolah Data",
        unit_kerja: { unit_kerja_nama: "Bidang Aplikasi Informatika" },
        is_plt: false,
        data_plt: null,
      },
    });
  });

  it("lists a PLT holder twice: definitive and acting", async () => {
    const res = await list("q=Rizky&with_kontrak=true");
    const rows = res.json().data as PegawaiPickerRecord[];
    expect(rows.map((r) => [r.is_plt, r.namaJabatan])).toEqual([
      [false, "Kepala Bidang Aplikasi Informatika"],
      [true, "Kepala Bidang Persandian dan Statistik"],
    ]);
    expect(rows[1]?.data_plt).toEqual({
      jabatan_id: 1045,
      jabatan_nama: "Kepala Bidang Persandian dan Statistik",
    });
    expect(rows[1]?.unitKerja).toBe("Bidang Persandian dan Statistik");
    expect(rows[1]?.data_pegawai.is_plt).toBe(true);
  });

  it("searches by position name and across work units", async () => {
    const rows = (await list("q=kepala%20dinas")).json().data as PegawaiPickerRecord[];
    expect(rows.map((r) => r.peg_nip).sort()).toEqual(["197001231996031001", "197206141998031001"]);
  });

  it("leaves out employees without an active login", async () => {
    const deact = await t.as("admin")({
      method: "GET",
      url: "/api/egs/list/pegawai/198603302011012002/ganti-status?status=nonaktif",
    });
    expect(deact.statusCode).toBe(200);
    const rows = (await list("q=Maria")).json().data;
    expect(rows).toEqual([]);
    expect((await list("q=Rudi")).json().data).toEqual([]); // contract staff have no login
  });

  it("401 anonymous", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/egs/list/pegawai" })).statusCode).toBe(
      401,
    );
  });
});

describe("GET /api/egs/list/pegawai-by-jabatan", () => {
  it("lists the caller's work unit, highest positions first", async () => {
    const res = await t.as("staf")({
      method: "GET",
      url: "/api/egs/list/pegawai-by-jabatan?per_page=20",
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as PegawaiPickerRecord[];
    expect(rows.every((r) => r.satuan_kerja_id === 2)).toBe(true);
    expect(rows.map((r) => r.namaJabatan).slice(0, 2)).toEqual([
      "Kepala Dinas Komunikasi dan Informatika",
      "Sekretaris Dinas Komunikasi dan Informatika",
    ]);
    const jft = rows.findIndex((r) => r.namaJabatan === "Pranata Komputer Ahli Pertama");
    const jfu = rows.findIndex((r) => r.namaJabatan === "Pengolah Data");
    const esIV = rows.findIndex((r) => r.namaJabatan === "Kepala Subbagian Umum dan Kepegawaian");
    expect(esIV).toBeLessThan(jft);
    expect(jft).toBeLessThan(jfu);
  });

  it("401 anonymous", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/egs/list/pegawai-by-jabatan" });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/egs/list/pegawai/{nip}", () => {
  it("answers one record, 404 for an unknown NIP", async () => {
    const res = await t.as("staf")({
      method: "GET",
      url: "/api/egs/list/pegawai/197206141998031001",
    });
    expect(res.json().data).toMatchObject({
      peg_nama: "Ir. Made Adi Wiranata, M.T.",
      is_plt: false,
    });
    const missing = await t.as("staf")({ method: "GET", url: "/api/egs/list/pegawai/000" });
    expect(missing.statusCode).toBe(404);
  });
});
