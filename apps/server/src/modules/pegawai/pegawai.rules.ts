import { pegawaiMessages as m } from "@lontar/contracts/pegawai";

/** The unit and the position an employee form points at, as found in the database. */
export interface PlacementRefs {
  unit?: { satuanKerjaId: number } | undefined;
  jabatan?: { satuanKerjaId: number | null; jenisJabatan: string } | undefined;
}

export type FieldErrors = Record<string, string[]>;

/**
 * Field errors of an employee's placement: the unit and the position must belong to the chosen
 * work unit, and the position's type must be the chosen `jenis_jabatan` (when one is given).
 */
export function placementErrors(
  input: { satuan_kerja_id: number; jenis_jabatan?: string; checkJabatan: boolean },
  refs: PlacementRefs,
): FieldErrors {
  const errors: FieldErrors = {};
  if (refs.unit?.satuanKerjaId !== input.satuan_kerja_id)
    errors.unit_kerja_id = [m.unitNotInSatker];
  if (!input.checkJabatan) return errors;
  if (refs.jabatan?.satuanKerjaId !== input.satuan_kerja_id)
    errors.jabatan_id = [m.jabatanNotInSatker];
  else if (input.jenis_jabatan !== undefined && refs.jabatan.jenisJabatan !== input.jenis_jabatan)
    errors.jenis_jabatan = [m.jenisMismatch];
  return errors;
}

/**
 * Field errors of a PLT assignment: the acting position must exist in the employee's own work
 * unit and differ from the employee's definitive position.
 */
export function pltErrors(
  employee: { satuanKerjaId: number; jabatanId: number | null },
  jabatan: { id: number; satuanKerjaId: number | null } | undefined,
): FieldErrors {
  if (!jabatan || jabatan.satuanKerjaId !== employee.satuanKerjaId)
    return { jabatan_id: [m.pltNotInSatker] };
  if (jabatan.id === employee.jabatanId) return { jabatan_id: [m.pltOwnPosition] };
  return {};
}

/** True when an update would change the NIP of an employee whose login is tied to it. */
export const changesLinkedNip = (current: string | null, next: string, hasLogin: boolean) =>
  hasLogin && current !== next;
