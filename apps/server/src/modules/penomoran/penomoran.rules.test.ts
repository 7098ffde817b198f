import {
  DEFAULT_NUMBER_PATTERN,
  formatNumberPattern,
  NUMBER_PATTERN_MESSAGES,
  numberPatternProblem,
  romanMonth,
  sifatCode,
} from "@lontar/contracts/nomor-pattern";
import { describe, expect, it } from "vitest";
import { numberingFor } from "./penomoran.rules";

const parts = {
  kode_klasifikasi: "000.1.2",
  nomor: 15,
  kode_unit: "Diskominfo",
  kode_jabatan: "KADIS",
  sifat: "B",
  tanggal: "2026-04-09",
};

describe("number patterns", () => {
  it("writes the regional default as today", () => {
    expect(formatNumberPattern(DEFAULT_NUMBER_PATTERN, parts)).toBe("000.1.2/15/Diskominfo/2026");
  });

  it("writes a ministry's pattern with the security code and the month", () => {
    const pattern = "{sifat}-{nomor}/{kode_klasifikasi}/{bulan}/{tahun}";
    expect(formatNumberPattern(pattern, parts)).toBe("B-15/000.1.2/04/2026");
    const roman = "{kode_klasifikasi}/{nomor}/{kode_jabatan}/{bulan_romawi}/{tahun}";
    expect(formatNumberPattern(roman, { ...parts, tanggal: "2026-12-01" })).toBe(
      "000.1.2/15/KADIS/XII/2026",
    );
  });

  it("counts the months I to XII in Roman numerals", () => {
    expect(Array.from({ length: 12 }, (_, i) => romanMonth(i + 1))).toEqual([
      "I",
      "II",
      "III",
      "IV",
      "V",
      "VI",
      "VII",
      "VIII",
      "IX",
      "X",
      "XI",
      "XII",
    ]);
  });

  it("codes the security classes B, T, R and SR", () => {
    expect(["Biasa", "Terbatas", "Rahasia", "Sangat Rahasia", "-"].map(sifatCode)).toEqual([
      "B",
      "T",
      "R",
      "SR",
      "B",
    ]);
  });

  it("refuses a pattern without one {nomor}, without {tahun}, or with unknown parts", () => {
    expect(numberPatternProblem(DEFAULT_NUMBER_PATTERN)).toBeNull();
    expect(numberPatternProblem("  ")).toBe(NUMBER_PATTERN_MESSAGES.required);
    expect(numberPatternProblem("{kode_unit}/{tahun}")).toBe(NUMBER_PATTERN_MESSAGES.needsNomor);
    expect(numberPatternProblem("{nomor}/{nomor}/{tahun}")).toBe(
      NUMBER_PATTERN_MESSAGES.needsNomor,
    );
    expect(numberPatternProblem("{nomor}/{kode_unit}")).toBe(NUMBER_PATTERN_MESSAGES.needsTahun);
    expect(numberPatternProblem("{nomor}/{unit}/{tahun}")).toBe(
      NUMBER_PATTERN_MESSAGES.unknownPart("unit"),
    );
    expect(numberPatternProblem("{nomor}/{tahun")).toBe(NUMBER_PATTERN_MESSAGES.brace);
    expect(numberPatternProblem("{nomor}<b>/{tahun}")).toBe(NUMBER_PATTERN_MESSAGES.badChar);
  });
});

describe("which pattern numbers a letter", () => {
  const own = [
    { jenisNaskahId: null, pattern: "{nomor}/A/{tahun}" },
    { jenisNaskahId: 3, pattern: "ND-{nomor}/{tahun}" },
  ];

  it("a type with a pattern of its own counts in its own sequence", () => {
    expect(numberingFor(own, 3)).toEqual({ scope: 3, pattern: "ND-{nomor}/{tahun}" });
  });

  it("any other type, or none, uses the unit's default and its sequence", () => {
    expect(numberingFor(own, 7)).toEqual({ scope: 0, pattern: "{nomor}/A/{tahun}" });
    expect(numberingFor(own, null)).toEqual({ scope: 0, pattern: "{nomor}/A/{tahun}" });
    expect(numberingFor([], 3)).toEqual({ scope: 0, pattern: DEFAULT_NUMBER_PATTERN });
  });
});
