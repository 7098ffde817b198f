import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/egs/user", () => {
  it("answers every user-info field of the signed-in user", async () => {
    const res = await t.as("staf")({ method: "GET", url: "/api/egs/user?username=staf" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      user_name: "staf",
      user_level: 9,
      photo_url: null,
      peg_nip: "199506112020012003",
      data_pegawai: {
        peg_nama: "Putri Ayu Lestari, A.Md.Kom.",
        peg_nip: "199506112020012003",
        jabatan_nama: "Pengolah Data",
        is_plt: false,
        satuan_kerja: { satuan_kerja_id: 2, satuan_kerja_nama: "Dinas Komunikasi dan Informatika" },
        unit_kerja: { unit_kerja_id: 142, unit_kerja_nama: "Bidang Aplikasi Informatika" },
      },
    });
    expect(data.user_id).toEqual(expect.any(Number));
    expect(data.routers).toContainEqual({ path: "/dashboard", component: "DashboardContent" });
    expect(data.routers).toContainEqual({
      path: "/surat-keluar/konsep/detail/:id",
      component: "Konsep",
    });
    expect(data.routers.some((r: { path: string }) => r.path.startsWith("/manajemen-master"))).toBe(
      false,
    );
  });

  it("defaults to the signed-in user without a username", async () => {
    const res = await t.as("kadis")({ method: "GET", url: "/api/egs/user" });
    expect(res.json().data.data_pegawai.jabatan_nama).toBe(
      "Kepala Dinas Komunikasi dan Informatika",
    );
  });

  it("403 for another user's info", async () => {
    const res = await t.as("staf")({ method: "GET", url: "/api/egs/user?username=kadis" });
    expect(res.statusCode).toBe(403);
    expect(res.json().diagnostic.code).toBe("FORBIDDEN");
  });

  it("lets an administrator read another user, 404 for an unknown one", async () => {
    const res = await t.as("admin")({ method: "GET", url: "/api/egs/user?username=kadis" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user_name).toBe("kadis");
    expect(
      (await t.as("admin")({ method: "GET", url: "/api/egs/user?username=nobody" })).statusCode,
    ).toBe(404);
  });

  it("401 anonymous", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/egs/user?username=staf" })).statusCode,
    ).toBe(401);
  });
});
