import type { LetterDraft } from "../model/letter-draft";

/** A change of the draft: fields to replace, or a function of the current draft. */
export type DraftChange = Partial<LetterDraft> | ((draft: LetterDraft) => LetterDraft);

/** What every tab of the form receives. */
export interface TabProps {
  draft: LetterDraft;
  onChange: (change: DraftChange) => void;
  disabled?: boolean;
}
