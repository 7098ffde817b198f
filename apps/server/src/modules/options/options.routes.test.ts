import { MAIL_STATUSES } from "@lontar/contracts/options";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jenisNaskahJson from "../../seed/data/jenis-naskah.json" with { type: "json" };
import petunjukJson from "../../seed/data/petunjuk-disposisi.json" with { type: "json" };
import { demoKegiatan } from "../../seed/reference";
import { KODE } from "../../test/factories/kop-surat";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/master/kegiatan", () => {
  it("lists a work unit's activities by code in the /api paged shape", async () => {
    const res = await t.as("kadisdik")({
      method: "GET",
      url: `/api/master/kegiatan?kode_skpd=${KODE.diskominfo}&page=1&per_page=10`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = [...(demoKegiatan[2] ?? [])].sort(([a], [b]) => a.localeCompare(b));
    expect(body.data.map((k: { code: string; name: string }) => [k.code, k.name])).toEqual(
      expected,
    );
    expect(body.data[0].id).toEqual(expect.any(Number));
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 6 });
  });

  it("defaults to the user's own work unit, pages and searches", async () => {
    const own = (
      await t.as("staf")({ method: "GET", url: "/api/master/kegiatan?per_page=4&page=2" })
    ).json();
    expect(own).toMatchObject({ current_page: 2, last_page: 2, per_page: 4, total: 6 });
    expect(own.data).toHaveLength(2);
    const found = (
      await t.as("staf")({ method: "GET", url: "/api/master/kegiatan?q=e-government" })
    ).json();
    expect(found.data.map((k: { name: string }) => k.name)).toEqual([
      "Pengelolaan E-Government di Lingkup Pemerintah Daerah",
    ]);
    const unknown = (
      await t.as("staf")({ method: "GET", url: "/api/master/kegiatan?kode_skpd=tidak-ada" })
    ).json();
    expect(unknown).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it("401 anonymous", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/master/kegiatan" })).statusCode).toBe(
      401,
    );
  });
});

describe("letter option lists", () => {
  it("GET /egs/mail-type: letter types in order with their templates", async () => {
    const res = await t.as("staf")({ method: "GET", url: "/egs/mail-type" });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((m: { nama: string }) => m.nama)).toEqual(jenisNaskahJson.map((j) => j.nama));
    expect(items[0]).toMatchObject({
      _id: expect.any(Number),
      type: "text-editor",
      kode: "surat-dinas",
    });
    expect(items[0].template).toContain("<");
  });

  it("GET /egs/mail-status: the letter statuses", async () => {
    const res = await t.as("staf")({ method: "GET", url: "/egs/mail-status" });
    expect(res.json()).toEqual({ items: MAIL_STATUSES.map((name) => ({ name })) });
    expect(MAIL_STATUSES).toEqual(["draft", "pemeriksa", "perbaikan", "batal", "terkirim"]);
  });

  it("GET /egs/list-aksi: the instruction texts as { items }", async () => {
    const res = await t.as("staf")({ method: "GET", url: "/egs/list-aksi" });
    expect(res.json()).toEqual({ items: petunjukJson });
  });

  it("GET /egs/master/klasifikasi-keamanan: the four classes, for any signed-in user", async () => {
    for (const username of ["staf", "sekretariat", "admin"]) {
      const res = await t.as(username)({ method: "GET", url: "/egs/master/klasifikasi-keamanan" });
      expect(res.statusCode, username).toBe(200);
      expect(res.json(), username).toEqual({
        items: [
          { kode: "Biasa", nama: "Biasa/Terbuka" },
          { kode: "Terbatas", nama: "Terbatas" },
          { kode: "Rahasia", nama: "Rahasia" },
          { kode: "Sangat Rahasia", nama: "Sangat Rahasia" },
        ],
      });
    }
  });

  it("401 anonymous", async () => {
    const urls = ["/egs/mail-type", "/egs/mail-status", "/egs/list-aksi"];
    for (const url of [...urls, "/egs/master/klasifikasi-keamanan"])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
