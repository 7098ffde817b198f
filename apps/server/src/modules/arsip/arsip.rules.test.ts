import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import {
  assertArsipAction,
  buildPenyimpananTree,
  isUsulMusnah,
  monthlyTotals,
  retensiOf,
} from "./arsip.rules";

const active = { isLocked: false, deletedAt: null };
const locked = { isLocked: true, deletedAt: null };
const deleted = { isLocked: false, deletedAt: new Date() };
const statusOf = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
};

describe("assertArsipAction", () => {
  it("lets an active unlocked item be viewed, edited, deleted and locked", () => {
    for (const action of ["view", "edit", "delete", "toggle"] as const)
      expect(statusOf(() => assertArsipAction(active, action))).toBe(200);
  });
  it("refuses view, edit and delete of a locked item with 423, but lets it be unlocked", () => {
    for (const action of ["view", "edit", "delete"] as const) {
      expect(statusOf(() => assertArsipAction(locked, action))).toBe(423);
    }
    expect(statusOf(() => assertArsipAction(locked, "toggle"))).toBe(200);
    try {
      assertArsipAction(locked, "edit");
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("LOCKED");
    }
  });
  it("restores or destroys only deleted items; a deleted item is gone for everything else", () => {
    expect(statusOf(() => assertArsipAction(deleted, "restore"))).toBe(200);
    expect(statusOf(() => assertArsipAction(deleted, "destroy"))).toBe(200);
    expect(statusOf(() => assertArsipAction(active, "restore"))).toBe(404);
    expect(statusOf(() => assertArsipAction(active, "destroy"))).toBe(404);
    for (const action of ["view", "edit", "delete", "toggle"] as const)
      expect(statusOf(() => assertArsipAction(deleted, action))).toBe(404);
    expect(statusOf(() => assertArsipAction({ ...deleted, isLocked: true }, "destroy"))).toBe(423);
  });
});

describe("retensiOf", () => {
  const musnah = { retensiAktif: 2, retensiInaktif: 3, keteranganRetensi: "musnah" as const };
  it("counts active and inactive periods from the item's year", () => {
    expect(retensiOf(2018, musnah, 2025)).toEqual({
      aktif: 2,
      inaktif: 3,
      keterangan: "musnah",
      aktif_sampai: 2020,
      inaktif_sampai: 2023,
      lewat: true,
    });
  });
  it("is due only from the year after the inactive period ends", () => {
    expect(retensiOf(2020, musnah, 2025)?.lewat).toBe(false);
    expect(retensiOf(2020, musnah, 2026)?.lewat).toBe(true);
  });
  it("is null without a code or without periods; partial periods give no end", () => {
    expect(retensiOf(2020, null, 2025)).toBeNull();
    expect(
      retensiOf(2020, { retensiAktif: null, retensiInaktif: null, keteranganRetensi: null }, 2025),
    ).toBeNull();
    expect(
      retensiOf(
        2020,
        { retensiAktif: 5, retensiInaktif: null, keteranganRetensi: "permanen" },
        2030,
      ),
    ).toMatchObject({ aktif_sampai: 2025, inaktif_sampai: null, lewat: false });
  });
  it("proposes destruction only for musnah items past retention", () => {
    expect(isUsulMusnah(retensiOf(2010, musnah, 2025))).toBe(true);
    expect(isUsulMusnah(retensiOf(2024, musnah, 2025))).toBe(false);
    const permanen = { ...musnah, keteranganRetensi: "permanen" as const };
    expect(isUsulMusnah(retensiOf(2010, permanen, 2025))).toBe(false);
    expect(isUsulMusnah(null)).toBe(false);
  });
});

describe("monthlyTotals", () => {
  it("answers twelve Indonesian months, zero where nothing was counted", () => {
    const stats = monthlyTotals(2025, [
      { bulan: 2, total: 3 },
      { bulan: 12, total: 1 },
    ]);
    expect(stats.tahun).toBe(2025);
    expect(stats.datas.map((d) => d.month)).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "Mei",
      "Jun",
      "Jul",
      "Agu",
      "Sep",
      "Okt",
      "Nov",
      "Des",
    ]);
    expect(stats.datas.map((d) => d.total)).toEqual([0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe("buildPenyimpananTree", () => {
  const rows = [
    { id: 1, satuanKerjaId: 7, parentId: null, kode: "G1", nama: "Gedung A" },
    { id: 2, satuanKerjaId: 7, parentId: 1, kode: "R2", nama: "Ruang Arsip" },
    { id: 3, satuanKerjaId: 7, parentId: 2, kode: "L10", nama: "Lemari" },
    { id: 4, satuanKerjaId: 7, parentId: 2, kode: "L9", nama: "Lemari" },
    { id: 5, satuanKerjaId: 7, parentId: null, kode: "G2", nama: "Gedung B" },
  ];
  it("nests locations under their parents in natural code order with the parent's code", () => {
    const tree = buildPenyimpananTree(rows);
    expect(tree.map((n) => n.kode)).toEqual(["G1", "G2"]);
    const ruang = tree[0]?.childs[0];
    expect(ruang?.nama_parent).toBe("G1");
    expect(ruang?.childs.map((n) => n.kode)).toEqual(["L9", "L10"]);
  });
  it("keeps matches, their subtree and the path to them when searching", () => {
    const tree = buildPenyimpananTree(rows, "ruang");
    expect(tree.map((n) => n.kode)).toEqual(["G1"]);
    expect(tree[0]?.childs[0]?.childs).toHaveLength(2);
    expect(buildPenyimpananTree(rows, "l9")[0]?.childs[0]?.childs.map((n) => n.kode)).toEqual([
      "L9",
    ]);
    expect(buildPenyimpananTree(rows, "tidak ada")).toEqual([]);
  });
});
