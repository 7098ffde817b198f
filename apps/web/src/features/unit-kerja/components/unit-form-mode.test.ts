import type { UnitKerjaNode } from "@lontar/contracts/unit-kerja";
import { describe, expect, it } from "vitest";
import {
  editModeOf,
  parentTreeData,
  siblingOptions,
  unitFormTitle,
  unitFormValues,
} from "./unit-form-mode";

const node = (id: number, parent: number | null, childs: UnitKerjaNode[] = []): UnitKerjaNode => ({
  id,
  name: `Unit ${id}`,
  code: `U.${id}`,
  satuan_kerja_id: 2,
  unit_kerja_parent: parent,
  posisi_unit_kerja_setelah: null,
  status: true,
  childs,
});
const tree = [node(1, null, [node(2, 1, [node(3, 2)]), node(4, 1)])];

describe("unit form modes", () => {
  it("starts a top unit in the filtered work unit and a sub unit under its parent", () => {
    expect(unitFormValues({ mode: "add", unit: null }, 5)).toEqual({
      satuan_kerja_id: 5,
      unit_kerja_parent: null,
      status: true,
    });
    expect(unitFormValues({ mode: "addChild", unit: node(2, 1) }, 5)).toMatchObject({
      satuan_kerja_id: 2,
      unit_kerja_parent: 2,
    });
  });

  it("edits a unit with its values and picks the mode and title by its parent", () => {
    expect(unitFormValues({ mode: "editChild", unit: node(3, 2) }, 5)).toMatchObject({
      name: "Unit 3",
      code: "U.3",
      unit_kerja_parent: 2,
    });
    expect(editModeOf(node(1, null))).toBe("edit");
    expect(editModeOf(node(3, 2))).toBe("editChild");
    expect(unitFormTitle.addChild).toBe("Tambah Sub Unit Kerja");
  });

  it("offers no parent below the unit itself", () => {
    const options = parentTreeData(tree, 2);
    expect(options).toHaveLength(1);
    expect(options[0]?.children.map((c) => c.value)).toEqual([4]);
    expect(parentTreeData(tree)[0]?.children[0]?.children[0]?.title).toBe("Unit 3 (U.3)");
  });

  it("offers the siblings without the unit itself", () => {
    expect(siblingOptions([node(2, 1), node(4, 1)], 4)).toEqual([{ value: 2, label: "Unit 2" }]);
  });
});
