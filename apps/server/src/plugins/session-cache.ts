import { Lru } from "../lib/lru";
import type { DataVersion } from "./data-version";

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers the live sessions found by `lookup`, so that a request does not wait for the
 * database (one query at a time on PGlite) only to learn what the previous one learned.
 * An entry holds while `versions.sessions` has not moved (a logout, password change or
 * deactivation on any instance moves it at commit) and for at most 30 s; with the change
 * notices unheard, every check goes to the database. Absent sessions are not remembered.
 */
export function sessionCache<T>(versions: DataVersion, lookup: (sessionId: string) => Promise<T>) {
  const entries = new Lru<string, { value: T; version: number; at: number }>(MAX_ENTRIES);
  return async (sessionId: string): Promise<T> => {
    if (!versions.listening) return lookup(sessionId);
    const now = Date.now();
    const entry = entries.get(sessionId);
    if (entry && entry.version === versions.sessions && now - entry.at < TTL_MS) return entry.value;
    const version = versions.sessions;
    const value = await lookup(sessionId);
    if (value && versions.listening && versions.sessions === version)
      entries.set(sessionId, { value, version, at: now });
    return value;
  };
}
