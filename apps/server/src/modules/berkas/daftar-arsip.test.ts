import type { BerkasItem } from "@lontar/contracts/berkas";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadExcel } from "../../lib/excel";
import { todayInJakarta, yearInJakarta } from "../../lib/jakarta-day";
import { KODE, satuanKerjaIdOf } from "../../test/factories/arsip";
import {
  berkasApi,
  controlledBerkasClock,
  createdBerkas,
  signedLetter,
} from "../../test/factories/berkas";
import { act, send, typicalLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";
import { pdfText } from "../../test/pdf-tools";

let t: TestApp;
afterAll(() => t.close());
/** Reads the life cycle as on `day`. */
const on = controlledBerkasClock();

const daftar = (username: string, query: Record<string, string | number>) =>
  t.as(username)({
    method: "GET",
    url: "/egs/berkas/daftar",
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

/** The header block and the rows of a Daftar Arsip workbook, each row by its column headers. */
async function readSheet(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  const cells = (r: number) => {
    const row = sheet.getRow(r);
    return Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).value);
  };
  const headers = cells(5) as string[];
  const rows: Record<string, unknown>[] = [];
  for (let r = 6; r <= sheet.rowCount; r++)
    rows.push(Object.fromEntries(cells(r).map((value, i) => [headers[i], value])));
  return {
    title: sheet.getCell("A1").value,
    satuanKerja: sheet.getCell("B2").value,
    tanggal: sheet.getCell("B3").value,
    headers,
    rows,
    row: (uraian: string) => rows.find((row) => row["Uraian Informasi"] === uraian),
    uraian: rows.map((row) => row["Uraian Informasi"]),
  };
}

/** A letter of `kode` written by staf and signed by kadis: filed at once in the unit's berkas. */
async function letterOf(kode: string, perihal: string, pengamanan: "Biasa" | "Rahasia") {
  const body = await typicalLetter(
    t,
    {
      kepala_surat: {
        perihal,
        lampiran: { type: "Lembar", value: 0 },
        klasifikasi: { code: kode, name: "" },
        kegiatan: null,
        sifat: { pengamanan, penyampaian: "Biasa" },
      },
      tembusan: { user: [], plt: [], user_eksternal: [] },
    },
    ["kadis"],
  );
  expect((await send(t, body)).statusCode).toBe(200);
  expect((await act(t, "kadis", body.initId as string, "setuju")).statusCode).toBe(200);
}

const TERBUKA = "Pengamanan gedung kantor";
const MUSNAH = "Perjalanan dinas 2026";
const PERMANEN = "Rencana kerja 2026";
const TANPA_RETENSI = "Urusan tanpa jadwal retensi";
const DISDIK = "Berkas Dinas Pendidikan";
let disdikId: number;

/** A berkas opened on 2026-01-05 by `username` and closed on 2026-02-10. */
async function closedBerkas(username: string, payload: Record<string, unknown>) {
  const berkas = await createdBerkas(t, username, { kurun_waktu_mulai: "2026-01-05", ...payload });
  const closed = await berkasApi(t, username).close(berkas.id);
  expect(closed.statusCode, closed.body).toBe(200);
  return closed.json().items as BerkasItem;
}

beforeAll(async () => {
  t = await createTestApp();
  disdikId = await satuanKerjaIdOf(t, KODE.disdik);
  on("2026-02-10");
  // An open berkas holding a Biasa and a Rahasia letter (filed in it when signed).
  await createdBerkas(t, "sekretariat", {
    klasifikasi_kode: "000.3",
    judul: TERBUKA,
    kurun_waktu_mulai: `${yearInJakarta()}-01-01`,
  });
  await signedLetter(t, "000.3", "Laporan jaga malam");
  await letterOf("000.3", "Laporan insiden keamanan", "Rahasia");
  await closedBerkas("sekretariat", { klasifikasi_kode: "000.1.2", judul: MUSNAH }); // 1 + 2, musnah
  await closedBerkas("sekretariat", { klasifikasi_kode: "000.8", judul: PERMANEN }); // 3 + 5, permanen
  await closedBerkas("sekretariat", { klasifikasi_kode: "000.1.1", judul: TANPA_RETENSI });
  await closedBerkas("admin", {
    klasifikasi_kode: "000.1.2",
    judul: DISDIK,
    satuan_kerja_id: disdikId,
  });
  on(todayInJakarta());
});

describe("GET egs/berkas/daftar as .xlsx", () => {
  it("lists the unit's active berkas under the ANRI columns, with a header block", async () => {
    on("2026-02-10");
    const res = await daftar("sekretariat", { jenis: "aktif" });
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="daftar-arsip-aktif-2026-02-10.xlsx"',
    );
    const sheet = await readSheet(res);
    expect([sheet.title, sheet.satuanKerja, sheet.tanggal]).toEqual([
      "DAFTAR ARSIP AKTIF",
      "Dinas Komunikasi dan Informatika",
      "10 Februari 2026",
    ]);
    expect(sheet.headers).toEqual([
      "No.",
      "Nomor Berkas",
      "Kode Klasifikasi",
      "Uraian Informasi",
      "Kurun Waktu",
      "Jumlah",
      "Tingkat Perkembangan",
      "Lokasi Simpan",
      "Klasifikasi Keamanan",
      "Keterangan",
    ]);
    expect(sheet.rows.map((row) => row["No."])).toEqual(sheet.rows.map((_, i) => i + 1));
    expect(sheet.row(TERBUKA)).toMatchObject({
      "Kode Klasifikasi": "000.3",
      Jumlah: "2 item",
      "Tingkat Perkembangan": "Asli",
      "Lokasi Simpan": "-",
      "Klasifikasi Keamanan": "Rahasia",
      Keterangan: "Terbuka",
    });
    expect(sheet.row(MUSNAH)).toMatchObject({
      "Nomor Berkas": expect.stringMatching(/^\d+\/2026$/),
      "Kurun Waktu": "5 Januari 2026 – 10 Februari 2026",
      Jumlah: "0 item",
      "Klasifikasi Keamanan": "Biasa/Terbuka",
      Keterangan: "Tertutup; inaktif mulai 10 Februari 2027",
    });
    expect(sheet.row(PERMANEN)).toBeDefined();
    expect(sheet.uraian).not.toContain(DISDIK);
    const inaktif = await readSheet(await daftar("sekretariat", { jenis: "inaktif" }));
    expect(inaktif.uraian).not.toContain(MUSNAH);
  });

  it("moves a berkas past its active years from the active list to the inactive one", async () => {
    on("2030-01-01");
    const aktif = await readSheet(await daftar("sekretariat", { jenis: "aktif" }));
    expect(aktif.uraian).toEqual(expect.arrayContaining([TERBUKA, TANPA_RETENSI]));
    expect(aktif.uraian).not.toContain(MUSNAH);
    expect(aktif.uraian).not.toContain(PERMANEN);
    expect(aktif.row(TANPA_RETENSI)?.Keterangan).toBe("Tertutup; retensi belum ditetapkan");

    const res = await daftar("sekretariat", { jenis: "inaktif", format: "xlsx" });
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="daftar-arsip-inaktif-2030-01-01.xlsx"',
    );
    const inaktif = await readSheet(res);
    expect([inaktif.title, inaktif.tanggal]).toEqual(["DAFTAR ARSIP INAKTIF", "1 Januari 2030"]);
    expect(inaktif.headers.slice(-2)).toEqual(["Retensi Inaktif sampai", "Keterangan"]);
    expect(inaktif.row(MUSNAH)).toMatchObject({
      "Retensi Inaktif sampai": "10 Februari 2029",
      Keterangan: "Musnah; retensi habis, diusulkan musnah",
    });
    expect(inaktif.row(PERMANEN)).toMatchObject({
      "Retensi Inaktif sampai": "10 Februari 2034",
      Keterangan: "Permanen",
      "Klasifikasi Keamanan": "Biasa/Terbuka",
    });
    expect(inaktif.uraian).not.toContain(TERBUKA);
    expect(inaktif.uraian).not.toContain(TANPA_RETENSI);
    expect(inaktif.uraian).not.toContain(DISDIK);
  });
});

describe("GET egs/berkas/daftar as .pdf", () => {
  it("is a PDF holding the title, the work unit and the berkas", async () => {
    on("2030-01-01");
    const res = await daftar("sekretariat", { jenis: "inaktif", format: "pdf" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="daftar-arsip-inaktif-2030-01-01.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      "DAFTAR ARSIP INAKTIF",
      "Dinas Komunikasi dan Informatika",
      "1 Januari 2030",
      PERMANEN,
      MUSNAH,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(TERBUKA);
  });
});

describe("who gets which list", () => {
  it("is for holders of the Pemberkasan menu, each for their own unit", async () => {
    for (const username of ["staf", "kadis", "kadisdik"])
      expect((await daftar(username, { jenis: "aktif" })).statusCode, username).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/egs/berkas/daftar?jenis=aktif" });
    expect(anonymous.statusCode).toBe(401);
    const otherUnit = await daftar("sekretariat", { jenis: "aktif", satuan_kerja_id: disdikId });
    expect(otherUnit.statusCode).toBe(403);
    expect((await daftar("sekretariat", { jenis: "semua" })).statusCode).toBe(422);
  });

  it("lets administrators choose the unit (their own by default)", async () => {
    on("2030-01-01");
    const own = await readSheet(await daftar("admin", { jenis: "inaktif" }));
    expect(own.satuanKerja).toBe("Dinas Komunikasi dan Informatika");
    expect(own.uraian).toContain(MUSNAH);
    expect(own.uraian).not.toContain(DISDIK);
    const disdik = await readSheet(
      await daftar("admin", { jenis: "inaktif", satuan_kerja_id: disdikId }),
    );
    expect(disdik.satuanKerja).toBe("Dinas Pendidikan");
    expect(disdik.uraian).toEqual([DISDIK]);
    const unknown = await daftar("admin", { jenis: "aktif", satuan_kerja_id: 99999 });
    expect(unknown.statusCode).toBe(404);
  });
});
