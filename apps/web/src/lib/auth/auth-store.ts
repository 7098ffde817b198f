import type { TokenPair } from "@lontar/contracts/auth";
import type { MenuItem } from "@lontar/contracts/menu";
import type { UserInfo } from "@lontar/contracts/user";
import { useSyncExternalStore } from "react";
import { loadSession, type StoredSession, saveSession } from "./session-storage";

/** Login state of spec 01 §3 plus the overlay flags of spec 02 §2.17. */
export interface AuthState extends StoredSession {
  /**
   * Kept in memory only: a reload forgets it and gets a new one from the refresh cookie
   * (see restore-session.ts). The refresh token never reaches script at all.
   */
  accessToken: string | null;
  /** A reload is getting a new access token; protected pages wait instead of leaving. */
  restoring: boolean;
  /** Set by a 401 that a token refresh could not cure; shows the overlay. */
  unauthorized: boolean;
  /** Text of a connection failure while loading data; shows the overlay's Close variant. */
  networkError: string | null;
  /** The user pressed Keluar: the login page asks for no page to return to. */
  signedOutOnPurpose: boolean;
  /** The page to return to after signing in again, fixed when the session was ended here. */
  returnTo: string | null;
}

type Listener = () => void;

const signedOut = { accessToken: null, user: null, menus: [], restoring: false };

let state: AuthState = {
  ...loadSession(),
  accessToken: null,
  restoring: false,
  unauthorized: false,
  networkError: null,
  signedOutOnPurpose: false,
  returnTo: null,
};
const listeners = new Set<Listener>();

/** Changes the state; `persist` writes user and menus for other tabs and the next reload. */
function setState(patch: Partial<AuthState>, persist = false): void {
  state = { ...state, ...patch };
  if (persist) saveSession({ user: state.user, menus: state.menus });
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A session exists once the user info has been fetched (spec 01 §4). */
export function isLoggedIn(current: AuthState = state): boolean {
  return current.accessToken !== null && current.user !== null;
}

/** Starts a session after a successful login (the refresh token stays in its cookie). */
export function startSession(tokens: TokenPair, user: UserInfo, menus: MenuItem[]): void {
  setState(
    {
      accessToken: tokens.access_token,
      user,
      menus,
      restoring: false,
      unauthorized: false,
      networkError: null,
      signedOutOnPurpose: false,
      returnTo: null,
    },
    true,
  );
}

/** Keeps the access token of a rotated pair (this tab's refresh, or another tab's). */
export function setTokens(tokens: Pick<TokenPair, "access_token">): void {
  setState({ accessToken: tokens.access_token });
}

export function setUser(user: UserInfo): void {
  setState({ user }, true);
}

export function setMenus(menus: MenuItem[]): void {
  setState({ menus }, true);
}

export function setRestoring(restoring: boolean): void {
  setState({ restoring });
}

/** How a session ended: Keluar (`onPurpose`), or the overlay's Login on the page `returnTo`. */
export interface SignOutReason {
  onPurpose?: boolean;
  returnTo?: string;
}

/**
 * Forgets the access token, user info and menus: Keluar, the overlay's Login button, or a
 * session that ended elsewhere (then the page on screen is asked for again).
 */
export function clearSession({ onPurpose = false, returnTo }: SignOutReason = {}): void {
  setState(
    {
      ...signedOut,
      unauthorized: false,
      networkError: null,
      signedOutOnPurpose: onPurpose,
      returnTo: returnTo ?? null,
    },
    true,
  );
}

export function setUnauthorized(unauthorized: boolean): void {
  setState({ unauthorized });
}

export function setNetworkError(networkError: string | null): void {
  setState({ networkError });
}

/**
 * Takes over what another tab stored: its user and menus, or its logout, which ends the
 * session here too (restore-session.ts listens for the change).
 */
export function syncFromStorage(): void {
  const stored = loadSession();
  if (stored.user === null) {
    if (state.user !== null || state.accessToken !== null) setState(signedOut);
    return;
  }
  // Someone else signed in there: the cookie is theirs now, this token belongs to the old user.
  const sameUser = stored.user.user_name === state.user?.user_name;
  setState(sameUser ? stored : { ...stored, accessToken: null });
}

/** Reads one slice of the auth state; the selector must return a stable value. */
export function useAuth<T>(selector: (current: AuthState) => T): T {
  return useSyncExternalStore(
    subscribeAuth,
    () => selector(state),
    () => selector(state),
  );
}

export function useIsLoggedIn(): boolean {
  return useAuth(isLoggedIn);
}
