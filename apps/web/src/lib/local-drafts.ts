/**
 * Copies of half-written forms kept in this browser (localStorage), one per signed-in user and
 * form, so that a letter survives leaving the page, a reload or a crash. Government PCs are
 * shared: Keluar removes every copy, and the signed-in shell removes the copies of anyone else
 * (left by a session that expired instead of being ended).
 */

const PREFIX = "lontar.draf.";
/** Raised when a stored shape stops being readable by this code: older copies are dropped. */
const VERSION = 1;

export interface LocalDraft<T> {
  /** When the copy was written (ISO instant). */
  savedAt: string;
  value: T;
  /** A fingerprint of what the form started from, to tell whether that changed since. */
  base: string | null;
}

interface Stored<T> extends LocalDraft<T> {
  v: number;
}

const keyOf = (userId: number, name: string) => `${PREFIX}${userId}.${name}`;

/** The user's copy of form `name`, or null (none, unreadable, or of an older version). */
export function readLocalDraft<T>(userId: number, name: string): LocalDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId, name));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored<T>;
    if (stored.v !== VERSION || typeof stored.savedAt !== "string") {
      removeLocalDraft(userId, name);
      return null;
    }
    return { savedAt: stored.savedAt, value: stored.value, base: stored.base ?? null };
  } catch {
    return null;
  }
}

/** Writes the user's copy of form `name`; false when the browser refused (full, disabled). */
export function writeLocalDraft<T>(
  userId: number,
  name: string,
  value: T,
  base: string | null,
  now = new Date(),
): boolean {
  const stored: Stored<T> = { v: VERSION, savedAt: now.toISOString(), value, base };
  try {
    window.localStorage.setItem(keyOf(userId, name), JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(userId: number, name: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId, name));
  } catch {
    // Storage disabled: there is nothing stored either.
  }
}

/** Removes the copies whose owner `keep` refuses (every copy by default). */
function removeDrafts(keep: (key: string) => boolean = () => false): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX) && !keep(key)) storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing stored either.
  }
}

/** Every user's copies: at Keluar, so the next person at a shared PC finds no letter text. */
export const removeAllLocalDrafts = () => removeDrafts();

/** The copies of everyone but `userId`: once a user is signed in. */
export const removeOtherUsersDrafts = (userId: number) =>
  removeDrafts((key) => key.startsWith(`${PREFIX}${userId}.`));
