import type { MenuItem } from "@lontar/contracts/menu";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menuOf = async (username: string) => {
  const res = await t.as(username)({ method: "GET", url: "/egs/master/menu" });
  expect(res.statusCode).toBe(200);
  return res.json().items as MenuItem[];
};
const names = (items: MenuItem[]) => items.map((m) => m.name);
const subNames = (items: MenuItem[], name: string) =>
  items.find((m) => m.name === name)?.sub_link.map((s) => s.name) ?? [];

describe("GET /egs/master/menu", () => {
  it("gives an employee the letter menus but no bank, archive or master data", async () => {
    const items = await menuOf("staf");
    expect(names(items)).toEqual(["Dashboard", "Statistik", "Surat Masuk", "Surat Keluar"]);
    expect(subNames(items, "Surat Masuk")).toEqual(["Daftar Surat"]);
    expect(subNames(items, "Surat Keluar")).toEqual([
      "Buat Surat",
      "Konsep",
      "Persetujuan",
      "Telusuri",
      "Terkirim",
      "Surat Batal",
    ]);
    const konsep = items
      .find((m) => m.name === "Surat Keluar")
      ?.sub_link.find((s) => s.name === "Konsep");
    expect(konsep?.link).toBe("/surat-keluar/konsep");
    expect(konsep?.route_include).toContain("/surat-keluar/konsep/detail/:id");
  });

  it("gives the secretariat registration, the letter bank and the archive", async () => {
    const items = await menuOf("sekretariat");
    expect(names(items)).toEqual([
      "Dashboard",
      "Statistik",
      "Surat Masuk",
      "Surat Keluar",
      "Bank Surat",
      "Arsip",
    ]);
    expect(subNames(items, "Surat Masuk")).toEqual([
      "Buat Surat Masuk",
      "Daftar Surat",
      "Terkirim",
    ]);
    expect(subNames(items, "Bank Surat")).toEqual([
      "Keluar",
      "Masuk",
      "Masuk (Sekretariat)",
      "Daftar Log",
    ]);
  });

  it("gives the administrator the master data", async () => {
    const items = await menuOf("admin");
    expect(names(items)).toContain("Manajemen Master");
    expect(subNames(items, "Manajemen Master")).toEqual([
      "Satuan Kerja",
      "Unit Kerja",
      "Jabatan",
      "Pegawai",
      "Tenaga Kontrak",
      "Klasifikasi",
      "Kop Surat",
      "Penomoran",
      "Pengguna",
      "Log Audit",
    ]);
    expect(subNames(items, "Bank Surat")).toEqual(["Daftar Log"]);
  });

  it("401 anonymous", async () => {
    expect((await t.app.inject({ method: "GET", url: "/egs/master/menu" })).statusCode).toBe(401);
  });
});
