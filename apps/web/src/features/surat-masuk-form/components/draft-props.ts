import type { IncomingDraft } from "../model/incoming-draft";

/** A section of the form: the draft, and a change applied to the latest draft. */
export interface DraftProps {
  draft: IncomingDraft;
  onChange: (update: (draft: IncomingDraft) => IncomingDraft) => void;
  disabled?: boolean;
}
