import type { MenuItem } from "@lontar/contracts/menu";
import type { UserInfo } from "@lontar/contracts/user";

/** The part of the login state kept across reloads. */
export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  user: UserInfo | null;
  menus: MenuItem[];
}

export const SESSION_STORAGE_KEY = "lontar.session";

const empty: Session = { accessToken: null, refreshToken: null, user: null, menus: [] };

export function loadSession(): Session {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<Session>;
    return {
      accessToken: typeof parsed.accessToken === "string" ? parsed.accessToken : null,
      refreshToken: typeof parsed.refreshToken === "string" ? parsed.refreshToken : null,
      user: parsed.user ?? null,
      menus: Array.isArray(parsed.menus) ? parsed.menus : [],
    };
  } catch {
    return empty;
  }
}

export function saveSession(session: Session): void {
  try {
    if (session.accessToken === null && session.refreshToken === null) {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    } else {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    }
  } catch {
    // Storage may be full or disabled (private mode): the session then lasts for this tab.
  }
}
