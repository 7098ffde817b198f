import { isFunctional, type JenisJabatan, jabatanMessages } from "@lontar/contracts/jabatan";
import { COMMON_JABATAN_NAMES } from "./jabatan-names";

/**
 * The eselon rule of spec 02 §2.4: a structural position needs a known eselon, a functional one
 * (JFT, JFU) has none. Returns the message for `errors.eselon`, or null when it holds.
 */
export function eselonError(
  jenis: JenisJabatan,
  eselon: string | null,
  known: readonly string[],
): string | null {
  if (isFunctional(jenis)) return eselon ? jabatanMessages.eselonForbidden : null;
  if (!eselon) return jabatanMessages.eselonRequired;
  return known.includes(eselon) ? null : jabatanMessages.eselonUnknown;
}

/** An empty eselon is no eselon. */
export const normaliseEselon = (eselon: string | null | undefined): string | null =>
  eselon?.trim() ? eselon.trim() : null;

/**
 * A work unit has one top position (its head); every other position has a superior. A position
 * may go without a superior only when no other position of the work unit is at the top.
 */
export const mayBeTop = (topIds: number[], id: number | null): boolean =>
  topIds.every((top) => top === id);

export interface PositionDependents {
  holders: number;
  plt: number;
  subordinates: number;
}

/** Why a position cannot be deleted, or null when nothing depends on it. */
export function jabatanDeleteBlocker(d: PositionDependents): string | null {
  if (d.holders > 0) return jabatanMessages.hasHolders;
  if (d.plt > 0) return jabatanMessages.hasPlt;
  if (d.subordinates > 0) return jabatanMessages.hasSubordinates;
  return null;
}

/** Names offered for a type: the common names and those in use, without duplicates, sorted. */
export function jabatanNameOptions(jenis: JenisJabatan, inUse: readonly string[]): string[] {
  const names = new Map<string, string>();
  for (const name of [...COMMON_JABATAN_NAMES[jenis], ...inUse]) {
    const trimmed = name.trim();
    if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b, "id"));
}
