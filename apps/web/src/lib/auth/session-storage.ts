import type { MenuItem } from "@lontar/contracts/menu";
import type { UserInfo } from "@lontar/contracts/user";

/**
 * The part of the login state kept across reloads: who is signed in and their menus, so a
 * reload can show the shell while the session is restored. No token is ever stored here
 * (ARCHITECTURE.md §7): the access token lives in memory, the refresh token in an HttpOnly
 * cookie that scripts cannot read.
 */
export interface StoredSession {
  user: UserInfo | null;
  menus: MenuItem[];
}

export const SESSION_STORAGE_KEY = "lontar.session";

const empty: StoredSession = { user: null, menus: [] };

export function loadSession(): StoredSession {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<StoredSession> & { accessToken?: unknown };
    const session: StoredSession = {
      user: parsed.user ?? null,
      menus: Array.isArray(parsed.menus) ? parsed.menus : [],
    };
    // Earlier versions stored the tokens here: rewrite the entry without them.
    if ("accessToken" in parsed || "refreshToken" in parsed) saveSession(session);
    return session;
  } catch {
    return empty;
  }
}

export function saveSession(session: StoredSession): void {
  try {
    if (session.user === null) {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    } else {
      window.localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ user: session.user, menus: session.menus }),
      );
    }
  } catch {
    // Storage may be full or disabled (private mode): the session then lasts for this tab.
  }
}
