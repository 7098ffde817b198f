import type { UnitKerjaInput, UnitKerjaItem, UnitKerjaNode } from "@lontar/contracts/unit-kerja";

/** The four modes of the unit form (spec 02 §4). */
export type UnitFormMode = "add" | "edit" | "addChild" | "editChild";

export interface UnitFormState {
  mode: UnitFormMode;
  /** The unit being edited, or the parent of a new sub unit; null when adding a top unit. */
  unit: UnitKerjaItem | null;
}

export const unitFormTitle: Record<UnitFormMode, string> = {
  add: "Tambah Unit Kerja",
  addChild: "Tambah Sub Unit Kerja",
  edit: "Ubah Unit Kerja",
  editChild: "Ubah Sub Unit Kerja",
};

/** Editing a top-level unit is `edit`; editing a sub unit is `editChild`. */
export const editModeOf = (unit: UnitKerjaItem): UnitFormMode =>
  unit.unit_kerja_parent === null ? "edit" : "editChild";

/** What the form starts with in each mode. */
export function unitFormValues(
  { mode, unit }: UnitFormState,
  satuanKerjaId: number | undefined,
): Partial<UnitKerjaInput> {
  if (mode === "add" || !unit)
    return { satuan_kerja_id: satuanKerjaId, unit_kerja_parent: null, status: true };
  if (mode === "addChild")
    return { satuan_kerja_id: unit.satuan_kerja_id, unit_kerja_parent: unit.id, status: true };
  return {
    satuan_kerja_id: unit.satuan_kerja_id,
    unit_kerja_parent: unit.unit_kerja_parent,
    name: unit.name,
    code: unit.code,
    posisi_unit_kerja_setelah: unit.posisi_unit_kerja_setelah,
    status: unit.status,
  };
}

export interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

/** The units that may become the parent: the whole tree without the unit and its sub units. */
export function parentTreeData(nodes: UnitKerjaNode[], excludeId?: number): ParentOption[] {
  return nodes
    .filter((node) => node.id !== excludeId)
    .map((node) => ({
      value: node.id,
      title: `${node.name} (${node.code})`,
      children: parentTreeData(node.childs, excludeId),
    }));
}

/** The units a unit may come after: the siblings under the chosen parent, without itself. */
export function siblingOptions(siblings: UnitKerjaItem[], selfId?: number) {
  return siblings
    .filter((sibling) => sibling.id !== selfId)
    .map((sibling) => ({ value: sibling.id, label: sibling.name }));
}
