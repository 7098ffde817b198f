import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankIds, getBank } from "../../test/factories/bank";
import { registeredLetter } from "../../test/factories/surat-masuk";
import { asAuthUser, demoPegawai, insertLetter } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { EXCEL_HEADER_ROW } from "./bank.export";
import { bankBatches } from "./bank.service";

let t: TestApp;
const june = { start_date: "2021-06-01", end_date: "2021-06-30" };
const inJune: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // 23 letters in June 2021 (three share one instant), one before and one after.
  const add = (createdAt: string, perihal: string, status = "terkirim") =>
    insertLetter(t.db, {
      author: "staf",
      reviewers: ["kadis"],
      penerima: ["kadisdik"],
      status: status as "terkirim",
      values: { createdAt: new Date(createdAt), perihal },
    });
  for (let day = 1; day <= 20; day++) {
    const dd = String(day).padStart(2, "0");
    inJune.push((await add(`2021-06-${dd}T02:00:00Z`, `Laporan Juni ${dd}`)).id);
  }
  for (let i = 0; i < 3; i++) inJune.push((await add("2021-06-25T05:00:00Z", `Serentak ${i}`)).id);
  await add("2021-05-31T16:59:00Z", "Akhir Mei");
  await add("2021-06-30T17:00:00Z", "Awal Juli");
});
afterAll(() => t.close());

async function sekretariat() {
  const me = (await demoPegawai(t.db, ["sekretariat"])).get("sekretariat");
  if (!me) throw new Error("no sekretariat");
  return asAuthUser(me);
}

describe("the export behind the print view", () => {
  it("answers title, date, agency, printer, print time, the filter and every row of it", async () => {
    const res = await getBank(t, "keluar", june, { suffix: "/export" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    const { items } = res.json();
    expect(items).toMatchObject({
      title: "Bank Surat Keluar",
      instansi: "Dinas Komunikasi dan Informatika",
      filter: "Periode 01/06/2021 s.d. 30/06/2021",
    });
    expect(items.tanggal).toMatch(/^\p{L}+, \d{1,2} \p{L}+ \d{4}$/u);
    expect(items.dicetak).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    expect(items.pencetak).toBeTruthy();
    // All pages, in the list's order — not only the visible ten.
    expect(items.datas).toHaveLength(23);
    expect(items.datas.map((r: { id: string }) => r.id)).toEqual(await bankIds(t, "keluar", june));
    expect(items.datas[0]).toMatchObject({
      tanggal: "2021-06-25",
      status: "terkirim",
      satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
    });
  });

  it("walks the bank batch by batch without skipping or repeating rows that share an instant", async () => {
    const all: string[] = [];
    for await (const batch of bankBatches(t.db, await sekretariat(), "keluar", june, 2))
      all.push(...batch.map((r) => r.id));
    expect(all).toHaveLength(23);
    expect(new Set(all).size).toBe(23);
    expect([...all].sort()).toEqual([...inJune].sort());
    expect(all).toEqual(await bankIds(t, "keluar", june));
  });

  it("the secretariat-incoming export carries received date, number, subject, sender, disposition", async () => {
    await registeredLetter(t, { tanggal_terima: "2021-06-10", dari: "Pengirim Ekspor" });
    const res = await getBank(t, "masuk", june, { suffix: "/export" });
    expect(res.json().items.title).toBe("Bank Surat Masuk (Sekretariat)");
    expect(res.json().items.datas).toEqual([
      expect.objectContaining({
        tanggal: "2021-06-10",
        no_surat: "005/123/DISDIK/2026",
        hal: "Permohonan Narasumber",
        dari: "Pengirim Ekspor",
        disposisi: null,
        status: "Belum Dibaca",
      }),
    ]);
  });
});

describe("the Excel download", () => {
  async function workbookOf(query: Record<string, string>) {
    const res = await getBank(t, "keluar", query, { suffix: "/download/excel" });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { res, workbook };
  }

  it("is a real .xlsx holding exactly the filtered rows, with date cells and the filter in the title", async () => {
    const { res, workbook } = await workbookOf({ ...june, q: "Laporan" });
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="bank-surat-keluar_2021-06-01_2021-06-30.xlsx"',
    );
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    expect(sheet.name).toBe("Bank Surat Keluar");
    expect(sheet.getCell("A1").value).toBe("Bank Surat Keluar — Dinas Komunikasi dan Informatika");
    expect(String(sheet.getCell("A2").value)).toContain(
      'Periode 01/06/2021 s.d. 30/06/2021 · Pencarian: "Laporan"',
    );
    expect(sheet.getRow(EXCEL_HEADER_ROW).values).toEqual([
      undefined,
      "No",
      "Tanggal Dibuat",
      "Nomor Surat",
      "Hal",
      "Pengirim",
      "Status",
      "Jenis Surat",
    ]);
    const data: ExcelJS.Row[] = [];
    sheet.eachRow((row, n) => {
      if (n > EXCEL_HEADER_ROW) data.push(row);
    });
    expect(data).toHaveLength(20);
    // Newest first: 20 June down to 1 June, each a date cell of that day.
    data.forEach((row, i) => {
      const day = 20 - i;
      expect(row.getCell(1).value).toBe(i + 1);
      const cell = row.getCell(2);
      expect(cell.value).toBeInstanceOf(Date);
      expect((cell.value as Date).toISOString()).toBe(
        `2021-06-${String(day).padStart(2, "0")}T00:00:00.000Z`,
      );
      expect(cell.numFmt).toBe("dd/mm/yyyy");
      expect(row.getCell(4).value).toBe(`Laporan Juni ${String(day).padStart(2, "0")}`);
      expect(row.getCell(6).value).toBe("Terkirim");
    });
    expect(sheet.getColumn(4).width).toBe(50);
    expect(sheet.getColumn(2).width).toBe(14);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: EXCEL_HEADER_ROW });
  });

  it("an empty filter still gives a workbook with its title and header", async () => {
    const { workbook } = await workbookOf({ start_date: "1999-01-01", end_date: "1999-01-31" });
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(EXCEL_HEADER_ROW);
    expect(String(sheet?.getCell("A2").value)).toContain("Periode 01/01/1999 s.d. 31/01/1999");
  });

  it("incoming banks have the incoming columns", async () => {
    const res = await getBank(t, "masuk-internal", june, { suffix: "/download/excel" });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(EXCEL_HEADER_ROW).values).toEqual([
      undefined,
      "No",
      "Tanggal Terima",
      "Nomor Surat",
      "Perihal",
      "Pengirim",
      "Disposisi",
      "Status",
    ]);
  });

  it("the secretariat-incoming sheet carries the Status word the list's badge shows", async () => {
    await registeredLetter(t, { tanggal_terima: "2021-06-11", dari: "Pengirim Status" });
    const res = await getBank(t, "masuk", june, { suffix: "/download/excel" });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(EXCEL_HEADER_ROW).getCell(7).value).toBe("Status");
    const rows = sheet?.getRows(EXCEL_HEADER_ROW + 1, sheet.rowCount - EXCEL_HEADER_ROW) ?? [];
    const mine = rows.find((r) => r.getCell(5).value === "Pengirim Status");
    expect(mine?.getCell(7).value).toBe("Belum Dibaca");
  });
});
