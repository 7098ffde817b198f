import { bankExcelFileName as excelFileName } from "@lontar/contracts/bank";
import { describe, expect, it } from "vitest";
import { dayText, filterText, printDates } from "../../lib/print-header";
import { assertSecretariat, excelDay, incomingStatus } from "./bank.rules";

describe("bank rules", () => {
  it("only level 8 passes", () => {
    expect(() => assertSecretariat(8)).not.toThrow();
    for (const level of [1, 9]) expect(() => assertSecretariat(level)).toThrow(/sekretariat/);
  });

  it("the incoming badge: disposed beats read beats unread", () => {
    expect(incomingStatus({ disposisi: "A → B", dibaca: false })).toBe("Didisposisi");
    expect(incomingStatus({ disposisi: null, dibaca: true })).toBe("Dibaca");
    expect(incomingStatus({ disposisi: null, dibaca: false })).toBe("Belum Dibaca");
  });

  it("says the filter in words", () => {
    expect(filterText({})).toBe("Semua tanggal");
    expect(filterText({ start_date: "2026-06-01", end_date: "2026-06-30" })).toBe(
      "Periode 01/06/2026 s.d. 30/06/2026",
    );
    expect(filterText({ start_date: "2026-06-01" })).toBe("Sejak 01/06/2026");
    expect(
      filterText(
        { end_date: "2026-06-30", jenis_surat: 3, status_surat: "terkirim", q: "rapat" },
        "Nota Dinas",
      ),
    ).toBe('Sampai 30/06/2026 · Jenis: Nota Dinas · Status: Terkirim · Pencarian: "rapat"');
  });

  it("dates for paper and for spreadsheets", () => {
    expect(dayText("2026-07-13")).toBe("13/07/2026");
    expect(excelDay("2026-07-13")?.toISOString()).toBe("2026-07-13T00:00:00.000Z");
    expect(excelDay(null)).toBeNull();
    expect(excelDay("13/07/2026")).toBeNull();
    // 2026-07-12 20:00 UTC is already Monday 13 July in Jakarta.
    const printed = printDates(new Date("2026-07-12T20:00:00Z"));
    expect(printed.tanggal).toBe("Senin, 13 Juli 2026");
    expect(printed.dicetak).toBe("13/07/2026 03.00 WIB");
  });

  it("names the Excel file after the bank and the period", () => {
    expect(excelFileName("masuk", { start_date: "2026-06-01", end_date: "2026-06-30" })).toBe(
      "bank-surat-masuk-sekretariat_2026-06-01_2026-06-30.xlsx",
    );
    expect(excelFileName("keluar", {})).toBe("bank-surat-keluar.xlsx");
  });
});
