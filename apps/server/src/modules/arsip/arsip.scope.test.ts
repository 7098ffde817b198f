import type { ArsipItem, StatistikArsip } from "@lontar/contracts/arsip";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arsip } from "../../db/schema";
import { createItem, KODE, masterFor, satuanKerjaIdOf } from "../../test/factories/arsip";
import { idOfKode } from "../../test/factories/klasifikasi";
import { createTestApp, type TestApp } from "../../test/harness";
import { currentYear } from "./arsip-list.service";

let t: TestApp;
let diskominfo: number;
let disdik: number;
let own: { penyimpanan: number; jenisArsip: number };
let other: { penyimpanan: number; jenisArsip: number };
let otherItem: ArsipItem;
beforeAll(async () => {
  t = await createTestApp();
  diskominfo = await satuanKerjaIdOf(t, KODE.diskominfo);
  disdik = await satuanKerjaIdOf(t, KODE.disdik);
  own = await masterFor(t, "sekretariat");
  other = await masterFor(t, "admin", disdik);
  otherItem = await createItem(t, "admin", other, {
    nama_arsip: "Arsip Disdik",
    satuan_kerja_id: disdik,
  });
});
afterAll(() => t.close());

const get = (url: string, username = "sekretariat") => t.as(username)({ method: "GET", url });

describe("scoping by work unit", () => {
  it("level 8 sees only their own work unit; other units' records answer 404", async () => {
    await createItem(t, "sekretariat", own, { nama_arsip: "Arsip Diskominfo" });
    const mine = (await get("/egs/arsip?per_page=100")).json().items as ArsipItem[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.satuan_kerja_id === diskominfo)).toBe(true);
    // Asking for another work unit is ignored for a non-administrator.
    const asked = (await get(`/egs/arsip?per_page=100&satuan_kerja_id=${disdik}`)).json().items;
    expect(asked.every((i: ArsipItem) => i.satuan_kerja_id === diskominfo)).toBe(true);
    expect((await get(`/egs/arsip/${otherItem._id}/file`)).statusCode).toBe(404);
    expect((await get(`/egs/arsip/${otherItem._id}/toggle`)).statusCode).toBe(404);
    expect(
      (await t.as("sekretariat")({ method: "DELETE", url: `/egs/arsip/${otherItem._id}` }))
        .statusCode,
    ).toBe(404);
    const lokasi = (await get("/egs/master/arsip/penyimpanan")).json().items;
    expect(lokasi.map((n: { _id: number }) => n._id)).not.toContain(other.penyimpanan);
    const pluck = (await get("/egs/master/arsip/jenis-arsip/pluck")).json().items;
    expect(pluck.map((j: { _id: number }) => j._id)).not.toContain(other.jenisArsip);
    expect(
      (
        await t.as("sekretariat")({
          method: "PUT",
          url: `/egs/master/arsip/jenis-arsip/${other.jenisArsip}`,
          payload: { kode: "x", nama: "x" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a type or location of another work unit on an item (422)", async () => {
    await expect(
      createItem(t, "sekretariat", { penyimpanan: own.penyimpanan, jenisArsip: other.jenisArsip }),
    ).rejects.toThrow(/422/);
    await expect(
      createItem(t, "sekretariat", { penyimpanan: other.penyimpanan, jenisArsip: own.jenisArsip }),
    ).rejects.toThrow(/422/);
  });

  it("the administrator sees all work units, or the one chosen", async () => {
    const all = (await get("/egs/arsip?per_page=100", "admin")).json().items as ArsipItem[];
    expect(new Set(all.map((i) => i.satuan_kerja_id))).toEqual(new Set([diskominfo, disdik]));
    const chosen = (await get(`/egs/arsip?per_page=100&satuan_kerja_id=${disdik}`, "admin")).json()
      .items;
    expect(chosen.map((i: ArsipItem) => i._id)).toEqual([otherItem._id]);
    expect((await get(`/egs/arsip/${otherItem._id}/file`, "admin")).statusCode).toBe(200);
  });
});

describe("retention and Usul Musnah", () => {
  it("computes the end of the active and inactive periods from the code's retention", async () => {
    // Seed: 000.1 → 2 years active, 3 inactive, musnah; 000.7 → 5 + 5, permanen.
    const musnah = "000.1";
    const musnahId = await idOfKode(t.db, musnah);
    const permanen = "000.7";
    const old = await createItem(t, "sekretariat", own, {
      nama_arsip: "Lama musnah",
      tahun: 2010,
      klasifikasi: musnah,
    });
    expect(old.klasifikasi).toMatchObject({ _id: musnahId, kode: "000.1" });
    expect(old.retensi).toEqual({
      aktif: 2,
      inaktif: 3,
      keterangan: "musnah",
      aktif_sampai: 2012,
      inaktif_sampai: 2015,
      lewat: true,
    });
    const fresh = await createItem(t, "sekretariat", own, {
      nama_arsip: "Baru musnah",
      tahun: currentYear(),
      klasifikasi: musnah,
    });
    expect(fresh.retensi).toMatchObject({ aktif_sampai: currentYear() + 2, lewat: false });
    await createItem(t, "sekretariat", own, {
      nama_arsip: "Lama permanen",
      tahun: 2010,
      klasifikasi: permanen,
    });
    const none = await createItem(t, "sekretariat", own, { nama_arsip: "Tanpa kode" });
    expect(none.retensi).toBeNull();

    const usul = (await get("/egs/arsip/usul-musnah?per_page=100")).json();
    expect(usul.items.map((i: ArsipItem) => i.nama_arsip)).toEqual(["Lama musnah"]);
    const print = (await get("/egs/arsip/export/pdf?key=usul-musnah")).json().items;
    expect(print.title).toBe("Daftar Usul Musnah Arsip");
    expect(print.items).toEqual([
      expect.objectContaining({ nama_arsip: "Lama musnah", inaktif_sampai: 2015 }),
    ]);
  });
});

describe("statistics", () => {
  it("counts this year's active items per month, equal to the table's counts", async () => {
    const year = currentYear();
    const jenis = await masterFor(t, "sekretariat");
    for (let i = 0; i < 3; i++) await createItem(t, "sekretariat", jenis);
    const gone = await createItem(t, "sekretariat", jenis);
    await t.as("sekretariat")({ method: "DELETE", url: `/egs/arsip/${gone._id}` });
    // One recorded in March of last year does not count for this year.
    const lastYear = await createItem(t, "sekretariat", jenis);
    await t.db
      .update(arsip)
      .set({ createdAt: new Date(Date.UTC(year - 1, 2, 10)) })
      .where(eq(arsip.id, lastYear._id));

    const table = (await get(`/egs/arsip?jenis_arsip=${jenis.jenisArsip}`)).json();
    expect(table.meta.total).toBe(4);
    const stats = (
      await get(`/egs/statistik/arsip?tahun=${year}&jenis_arsip_id=${jenis.jenisArsip}`)
    ).json().items as StatistikArsip;
    expect(stats.datas).toHaveLength(12);
    const month = Number(
      new Intl.DateTimeFormat("en", { month: "numeric", timeZone: "Asia/Jakarta" }).format(),
    );
    expect(stats.datas[month - 1]).toMatchObject({ total: 3 });
    const prev = (
      await get(`/egs/statistik/arsip?tahun=${year - 1}&jenis_arsip_id=${jenis.jenisArsip}`)
    ).json().items as StatistikArsip;
    expect(prev.datas.map((d) => d.total)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(
      stats.datas.reduce((s, d) => s + d.total, 0) + prev.datas.reduce((s, d) => s + d.total, 0),
    ).toBe(table.meta.total);

    const all = (await get(`/egs/statistik/arsip`)).json().items as StatistikArsip;
    const allTable = (await get("/egs/arsip")).json().meta.total;
    expect(all.tahun).toBe(year);
    expect(all.datas.reduce((s, d) => s + d.total, 0)).toBe(allTable - 1);
  });
});

describe("exports", () => {
  it("answers the print-view data of the active list", async () => {
    const res = await get(`/egs/arsip/export/pdf?key=aktif&jenis_arsip=${own.jenisArsip}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().items;
    expect(view).toMatchObject({
      title: "Daftar Arsip",
      instansi: "Dinas Komunikasi dan Informatika",
    });
    expect(view.pencetak).toBeTruthy();
    expect(view.tanggal).toMatch(/\d{4}/);
    expect(view.items.length).toBeGreaterThan(0);
    // The storage location's name beside its code, as the archive table shows it.
    expect(view.items[0].nama_penyimpanan).toMatch(/^G-\w+ Gedung Arsip$/);
  });

  it("streams a real .xlsx with a header row and typed cells", async () => {
    const link = (await get("/egs/arsip/export/excel?key=aktif")).json().items.url;
    const res = await t.app.inject({ method: "GET", url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe("Jenis Arsip");
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(typeof sheet?.getRow(2).getCell(5).value).toBe("number");
    expect(sheet?.getColumn(6).width).toBe(44);
    expect(sheet?.getRow(1).getCell(3).value).toBe("Nama Penyimpanan");
    expect(sheet?.getRow(2).getCell(3).value).toMatch(/^G-\w+ Gedung Arsip$/);
    const total = (await get("/egs/arsip")).json().meta.total;
    expect(sheet?.actualRowCount).toBe(total + 1);
  });
});
