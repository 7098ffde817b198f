import { satuanKerjaMessages } from "@lontar/contracts/satuan-kerja";

export interface SatuanKerjaDependents {
  units: number;
  positions: number;
  employees: number;
}

/** Why a work unit cannot be deleted, or null when nothing belongs to it any more. */
export function deleteBlocker(d: SatuanKerjaDependents): string | null {
  if (d.units > 0) return satuanKerjaMessages.hasUnits;
  if (d.positions > 0) return satuanKerjaMessages.hasPositions;
  if (d.employees > 0) return satuanKerjaMessages.hasPegawai;
  return null;
}
