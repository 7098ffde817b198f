import { DEFAULT_NUMBER_PATTERN } from "@lontar/contracts/nomor-pattern";

export interface OwnPattern {
  jenisNaskahId: number | null;
  pattern: string;
}

/** How a letter of this type is numbered in its unit: the pattern and its sequence's scope. */
export interface Numbering {
  /** 0: the unit's default sequence; else the letter type's own. */
  scope: number;
  pattern: string;
}

/**
 * A letter type with a pattern of its own counts in its own sequence; every other type uses
 * the unit's default pattern (or the regional one) and shares the default sequence.
 */
export function numberingFor(own: OwnPattern[], jenisNaskahId: number | null): Numbering {
  const typed =
    jenisNaskahId === null ? undefined : own.find((row) => row.jenisNaskahId === jenisNaskahId);
  if (typed && jenisNaskahId !== null) return { scope: jenisNaskahId, pattern: typed.pattern };
  const fallback = own.find((row) => row.jenisNaskahId === null);
  return { scope: 0, pattern: fallback?.pattern ?? DEFAULT_NUMBER_PATTERN };
}
