import { describe, expect, it } from "vitest";
import {
  buildTree,
  compareKode,
  type KlasifikasiRow,
  kodeRuleError,
  retensiColumns,
} from "./klasifikasi.rules";

const row = (id: number, parentId: number | null, kode: string): KlasifikasiRow => ({
  id,
  parentId,
  kode,
  nama: `Nama ${kode}`,
  retensiAktif: null,
  retensiInaktif: null,
  keteranganRetensi: null,
});

describe("compareKode", () => {
  it("orders digit groups as numbers", () => {
    const codes = ["000.1.10", "000.1.2", "100", "000.1", "000", "000.1.2.1"];
    expect(codes.sort(compareKode)).toEqual([
      "000",
      "000.1",
      "000.1.2",
      "000.1.2.1",
      "000.1.10",
      "100",
    ]);
  });
});

describe("kodeRuleError", () => {
  it("accepts a root of one group and a child of its parent's code plus one group", () => {
    expect(kodeRuleError("000", null)).toBeNull();
    expect(kodeRuleError("000.1", "000")).toBeNull();
    expect(kodeRuleError("000.1.12", "000.1")).toBeNull();
  });
  it("refuses a root with a dot", () => {
    expect(kodeRuleError("000.1", null)).toMatch(/satu kelompok/);
  });
  it("refuses a child outside its parent's code or more than one level down", () => {
    expect(kodeRuleError("001.1", "000")).toMatch(/diawali kode induk 000\./);
    expect(kodeRuleError("000", "000")).not.toBeNull();
    expect(kodeRuleError("0001", "000")).not.toBeNull();
    expect(kodeRuleError("000.1.2", "000")).not.toBeNull();
  });
});

describe("buildTree", () => {
  const rows = [
    row(4, 2, "000.1.10"),
    row(1, null, "000"),
    row(3, 2, "000.1.2"),
    row(2, 1, "000.1"),
    row(5, null, "100"),
  ];

  it("nests children under parents, ordered by code", () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.kode)).toEqual(["000", "100"]);
    const child = tree[0]?.childs[0];
    expect(child).toMatchObject({ _id: 2, id: 2, kode: "000.1", parent: 1 });
    expect(child?.childs.map((n) => n.kode)).toEqual(["000.1.2", "000.1.10"]);
    expect(tree[1]?.childs).toEqual([]);
  });

  it("answers the given roots in the given order", () => {
    expect(buildTree(rows, [5, 1]).map((n) => n.kode)).toEqual(["100", "000"]);
    expect(buildTree(rows, [2])[0]?.childs).toHaveLength(2);
    expect(buildTree(rows, [99])).toEqual([]);
  });

  it("carries the retention columns", () => {
    const [node] = buildTree([
      { ...row(1, null, "000"), retensiAktif: 2, retensiInaktif: 3, keteranganRetensi: "musnah" },
    ]);
    expect(node).toMatchObject({
      retensi_aktif: 2,
      retensi_inaktif: 3,
      keterangan_retensi: "musnah",
    });
  });
});

describe("retensiColumns", () => {
  it("keeps (undefined), clears (null) or sets the retention", () => {
    expect(retensiColumns(undefined)).toEqual({});
    expect(retensiColumns(null)).toEqual({
      retensiAktif: null,
      retensiInaktif: null,
      keteranganRetensi: null,
    });
    expect(retensiColumns({ aktif: 1, inaktif: null, keterangan: "permanen" })).toEqual({
      retensiAktif: 1,
      retensiInaktif: null,
      keteranganRetensi: "permanen",
    });
  });
});
