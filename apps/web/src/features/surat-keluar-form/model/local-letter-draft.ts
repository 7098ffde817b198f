import type { LetterDraft } from "./letter-draft";

/** Milliseconds of quiet typing after which the local copy is written. */
export const AUTOSAVE_DELAY_MS = 800;

/** The local copy's name: a new letter, or the konsep being edited. */
export const localDraftName = (letterId: string | null) => `surat-keluar.${letterId ?? "baru"}`;

/** The draft as compared: the reserved id of a new letter is no change of the user's. */
const comparable = (draft: LetterDraft) => JSON.stringify({ ...draft, initId: null });

/** Whether the user changed anything in the form since it opened. */
export const isChanged = (draft: LetterDraft, start: LetterDraft) =>
  comparable(draft) !== comparable(start);

/** A short fingerprint of the letter the form started from (FNV-1a over its JSON). */
export function fingerprint(draft: LetterDraft): string {
  let hash = 0x811c9dc5;
  for (const char of comparable(draft)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * The stored copy brought back into the form on screen: the letter keeps its own identity (the
 * konsep id, or the id reserved for the new letter), and fields added since the copy was
 * written keep their current values.
 */
export const restoredDraft = (stored: LetterDraft, onScreen: LetterDraft): LetterDraft => ({
  ...onScreen,
  ...stored,
  id: onScreen.id,
  initId: onScreen.initId,
});
