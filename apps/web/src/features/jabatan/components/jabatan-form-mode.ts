import type { JabatanInput, JabatanItem, JabatanNode } from "@lontar/contracts/jabatan";
import type { UnitKerjaOption } from "@lontar/contracts/unit-kerja";

/** Add a position, add a subordinate under a row, or edit a row. */
export type JabatanFormMode = "add" | "addChild" | "edit";

export interface JabatanFormState {
  mode: JabatanFormMode;
  /** The position being edited, or the superior of a new subordinate. */
  jabatan: JabatanItem | null;
}

export const jabatanFormTitle: Record<JabatanFormMode, string> = {
  add: "Tambah Jabatan",
  addChild: "Tambah Jabatan Bawahan",
  edit: "Ubah Jabatan",
};

/** What the form starts with in each mode. */
export function jabatanFormValues(
  { mode, jabatan }: JabatanFormState,
  satuanKerjaId: number | undefined,
): Partial<JabatanInput> {
  if (mode === "add" || !jabatan) return { satuan_kerja_id: satuanKerjaId, status: true };
  const satuanKerjaOption = jabatan.satuan_kerja_id ?? undefined;
  const unit = jabatan.unit_kerja_id ?? undefined;
  if (mode === "addChild")
    return {
      satuan_kerja_id: satuanKerjaOption,
      unit_kerja_id: unit,
      parent_id: jabatan.id,
      status: true,
    };
  return {
    satuan_kerja_id: satuanKerjaOption,
    jenis_jabatan: jabatan.jenis_jabatan as JabatanInput["jenis_jabatan"],
    unit_kerja_id: unit,
    parent_id: jabatan.parent_id,
    name: jabatan.name,
    code: jabatan.code,
    eselon: jabatan.eselon,
    status: jabatan.status,
  };
}

/**
 * The superior is required except for the top position of a work unit: when the work unit has
 * no position yet, or when editing the position that is already at the top.
 */
export function superiorRequired(
  state: JabatanFormState,
  satuanKerjaHasPositions: boolean,
): boolean {
  if (!satuanKerjaHasPositions) return false;
  return !(state.mode === "edit" && state.jabatan?.parent_id === null);
}

export interface SuperiorOption {
  value: number;
  title: string;
  children: SuperiorOption[];
}

/** The positions that may be the superior: the tree without the position and its subordinates. */
export function superiorTreeData(nodes: JabatanNode[], excludeId?: number): SuperiorOption[] {
  return nodes
    .filter((node) => node.id !== excludeId)
    .map((node) => ({
      value: node.id,
      title: node.name,
      children: superiorTreeData(node.childs, excludeId),
    }));
}

/** Units of a work unit as select options; `level` indents them in the open list. */
export const unitOptions = (units: UnitKerjaOption[]) =>
  units.map((unit) => ({ value: unit.id, label: unit.name, level: unit.level }));

/** Indent of a unit option in the open list, per tree level. */
export const UNIT_OPTION_INDENT_PX = 16;
