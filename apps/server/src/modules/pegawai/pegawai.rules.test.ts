import { pegawaiMessages as m } from "@lontar/contracts/pegawai";
import { describe, expect, it } from "vitest";
import { changesLinkedNip, placementErrors, pltErrors } from "./pegawai.rules";

describe("placementErrors", () => {
  const unit = { satuanKerjaId: 2 };
  const jabatan = { satuanKerjaId: 2, jenisJabatan: "JFU" };
  const input = { satuan_kerja_id: 2, jenis_jabatan: "JFU", checkJabatan: true };

  it("accepts a unit and a position of the work unit of the chosen type", () => {
    expect(placementErrors(input, { unit, jabatan })).toEqual({});
  });

  it("names the unit and the position outside the work unit", () => {
    expect(placementErrors({ ...input, satuan_kerja_id: 3 }, { unit, jabatan })).toEqual({
      unit_kerja_id: [m.unitNotInSatker],
      jabatan_id: [m.jabatanNotInSatker],
    });
    expect(placementErrors(input, {})).toEqual({
      unit_kerja_id: [m.unitNotInSatker],
      jabatan_id: [m.jabatanNotInSatker],
    });
  });

  it("names a type that differs from the position's", () => {
    expect(placementErrors({ ...input, jenis_jabatan: "JFT" }, { unit, jabatan })).toEqual({
      jenis_jabatan: [m.jenisMismatch],
    });
  });

  it("checks only the unit for contract staff", () => {
    expect(placementErrors({ satuan_kerja_id: 2, checkJabatan: false }, { unit })).toEqual({});
  });
});

describe("pltErrors", () => {
  const employee = { satuanKerjaId: 2, jabatanId: 1044 };
  it("accepts another position of the same work unit", () => {
    expect(pltErrors(employee, { id: 1045, satuanKerjaId: 2 })).toEqual({});
  });
  it("refuses the own position, another work unit and an unknown position", () => {
    expect(pltErrors(employee, { id: 1044, satuanKerjaId: 2 })).toEqual({
      jabatan_id: [m.pltOwnPosition],
    });
    expect(pltErrors(employee, { id: 1052, satuanKerjaId: 3 })).toEqual({
      jabatan_id: [m.pltNotInSatker],
    });
    expect(pltErrors(employee, undefined)).toEqual({ jabatan_id: [m.pltNotInSatker] });
  });
});

describe("changesLinkedNip", () => {
  it("is true only for a new NIP of an employee with a login", () => {
    expect(changesLinkedNip("1", "2", true)).toBe(true);
    expect(changesLinkedNip("1", "1", true)).toBe(false);
    expect(changesLinkedNip("1", "2", false)).toBe(false);
  });
});
