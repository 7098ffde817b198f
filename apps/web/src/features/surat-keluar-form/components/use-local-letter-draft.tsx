import { Button, Modal } from "antd";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { getAuthState, useAuth } from "../../../lib/auth/auth-store";
import { formatClock, formatDay } from "../../../lib/dates";
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from "../../../lib/local-drafts";
import type { LetterDraft } from "../model/letter-draft";
import {
  AUTOSAVE_DELAY_MS,
  fingerprint,
  isChanged,
  localDraftName,
  restoredDraft,
} from "../model/local-letter-draft";

export const RESTORE_BUTTON = "Pulihkan";
export const DISCARD_BUTTON = "Buang";
export const CHANGED_SINCE =
  "Surat ini telah diubah sejak draf itu disimpan: memulihkan draf menimpa perubahan tersebut.";

/** 'Draf tersimpan otomatis pada 26 November 2026 10.42. Pulihkan?' */
export const restoreQuestion = (savedAt: string) =>
  `Draf tersimpan otomatis pada ${formatDay(savedAt)} ${formatClock(savedAt)}. Pulihkan?`;

interface Options {
  /** The konsep being edited, or null for a new letter. */
  letterId: string | null;
  draft: LetterDraft;
  /** The letter as the form opened it. */
  start: LetterDraft;
  setDraft: (update: (draft: LetterDraft) => LetterDraft) => void;
}

/**
 * The outgoing form's automatic draft, kept in this browser (lib/local-drafts.ts): written a
 * moment after each change and when the form is left, offered back when the form opens again,
 * removed once the letter is saved or the copy is thrown away. Nothing is written while the
 * offer waits for an answer, so the copy on offer is never overwritten.
 */
export function useLocalLetterDraft({ letterId, draft, start, setDraft }: Options) {
  const userId = useAuth((s) => s.user?.user_id ?? null);
  const name = localDraftName(letterId);
  const [base] = useState(() => fingerprint(start));
  const [offer, setOffer] = useState(() => {
    const stored = userId === null ? null : readLocalDraft<LetterDraft>(userId, name);
    if (!stored) return null;
    // Only a saved konsep can change under the copy; a new letter always starts empty.
    return { ...stored, changedSince: letterId !== null && stored.base !== base };
  });
  const changed = isChanged(draft, start);
  // The latest change not written yet; `finished` once the letter is saved.
  const pending = useRef<LetterDraft | null>(null);
  const finished = useRef(false);

  const flush = useCallback(() => {
    const value = pending.current;
    pending.current = null;
    // Signed out meanwhile (Keluar removed every copy): the copy must not come back.
    if (!value || finished.current || userId === null) return;
    if (getAuthState().user?.user_id === userId) writeLocalDraft(userId, name, value, base);
  }, [userId, name, base]);

  useEffect(() => {
    if (offer || userId === null || finished.current) return;
    if (!changed) {
      pending.current = null;
      removeLocalDraft(userId, name);
      return;
    }
    pending.current = draft;
    const timer = window.setTimeout(flush, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, changed, offer, userId, name, flush]);

  // Leaving the form (or the page) writes what the last moments typed.
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const restore = () => {
    if (offer) setDraft((onScreen) => restoredDraft(offer.value, onScreen));
    setOffer(null);
  };
  const discard = () => {
    if (userId !== null) removeLocalDraft(userId, name);
    setOffer(null);
  };
  /** After a successful save: the server has the letter now. */
  const forget = () => {
    finished.current = true;
    pending.current = null;
    if (userId !== null) removeLocalDraft(userId, name);
  };

  const dialog: ReactNode = (
    <Modal
      open={offer !== null}
      title={offer ? restoreQuestion(offer.savedAt) : null}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="discard" danger onClick={discard}>
          {DISCARD_BUTTON}
        </Button>,
        <Button key="restore" type="primary" autoFocus onClick={restore}>
          {RESTORE_BUTTON}
        </Button>,
      ]}
      width={480}
    >
      {offer?.changedSince ? CHANGED_SINCE : null}
    </Modal>
  );
  return { changed, forget, dialog };
}
