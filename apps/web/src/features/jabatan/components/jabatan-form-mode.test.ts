import type { JabatanNode } from "@lontar/contracts/jabatan";
import { describe, expect, it } from "vitest";
import {
  jabatanFormValues,
  superiorRequired,
  superiorTreeData,
  unitOptions,
} from "./jabatan-form-mode";

const node = (id: number, parent: number | null, childs: JabatanNode[] = []): JabatanNode => ({
  id,
  name: `Jabatan ${id}`,
  code: `J${id}`,
  jenis_jabatan: "STRUKTURAL",
  unit_kerja_id: 10,
  unit_kerja_nama: "Unit",
  satuan_kerja_id: 2,
  eselon: "IV.a",
  parent_id: parent,
  status: true,
  childs,
});

describe("jabatan form modes", () => {
  it("starts a subordinate under its superior, in the superior's unit", () => {
    expect(jabatanFormValues({ mode: "addChild", jabatan: node(5, 1) }, 9)).toEqual({
      satuan_kerja_id: 2,
      unit_kerja_id: 10,
      parent_id: 5,
      status: true,
    });
    expect(jabatanFormValues({ mode: "add", jabatan: null }, 9)).toEqual({
      satuan_kerja_id: 9,
      status: true,
    });
  });

  it("requires a superior except for the top position of a work unit", () => {
    expect(superiorRequired({ mode: "add", jabatan: null }, true)).toBe(true);
    expect(superiorRequired({ mode: "add", jabatan: null }, false)).toBe(false);
    expect(superiorRequired({ mode: "edit", jabatan: node(1, null) }, true)).toBe(false);
    expect(superiorRequired({ mode: "edit", jabatan: node(5, 1) }, true)).toBe(true);
  });

  it("offers no superior below the position itself", () => {
    const tree = [node(1, null, [node(2, 1, [node(3, 2)]), node(4, 1)])];
    expect(superiorTreeData(tree, 2)[0]?.children.map((c) => c.value)).toEqual([4]);
  });

  it("keeps each unit's level for the indent of the open list", () => {
    expect(
      unitOptions([
        { id: 1, name: "Dinas", code: "D", unit_kerja_parent: null, level: 0 },
        { id: 2, name: "Sekretariat", code: "S", unit_kerja_parent: 1, level: 1 },
      ]),
    ).toEqual([
      { value: 1, label: "Dinas", level: 0 },
      { value: 2, label: "Sekretariat", level: 1 },
    ]);
  });
});
