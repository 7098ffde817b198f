import type { TokenPair } from "@lontar/contracts/auth";
import type { MenuItem } from "@lontar/contracts/menu";
import type { UserInfo } from "@lontar/contracts/user";
import { useSyncExternalStore } from "react";
import { loadSession, SESSION_STORAGE_KEY, type Session, saveSession } from "./session-storage";

/** Login state of spec 01 §3 plus the overlay flags of spec 02 §2.17. */
export interface AuthState extends Session {
  /** Set by a 401 that a token refresh could not cure; shows the overlay. */
  unauthorized: boolean;
  /** Text of a connection failure while loading data; shows the overlay's Close variant. */
  networkError: string | null;
}

type Listener = () => void;

const emptySession: Session = { accessToken: null, refreshToken: null, user: null, menus: [] };

let state: AuthState = { ...loadSession(), unauthorized: false, networkError: null };
const listeners = new Set<Listener>();

function setState(patch: Partial<AuthState>, persist = true): void {
  state = { ...state, ...patch };
  if (persist) {
    saveSession({
      accessToken: state.accessToken,
      refreshToken: state.refreshToken,
      user: state.user,
      menus: state.menus,
    });
  }
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

/** Starts a session after a successful login. */
export function startSession(tokens: TokenPair, user: UserInfo, menus: MenuItem[]): void {
  setState({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    user,
    menus,
    unauthorized: false,
    networkError: null,
  });
}

/** Stores a rotated token pair. */
export function setTokens(tokens: TokenPair): void {
  setState({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
}

export function setUser(user: UserInfo): void {
  setState({ user });
}

export function setMenus(menus: MenuItem[]): void {
  setState({ menus });
}

/** Forgets tokens, user info and menus (logout, or the overlay's Login button). */
export function clearSession(): void {
  setState({ ...emptySession, unauthorized: false, networkError: null });
}

export function setUnauthorized(unauthorized: boolean): void {
  setState({ unauthorized }, false);
}

export function setNetworkError(networkError: string | null): void {
  setState({ networkError }, false);
}

/**
 * Re-reads the tokens another tab may have rotated, so that this tab never sends a
 * refresh token that was already used (the server treats that as reuse).
 */
export function syncFromStorage(): void {
  const stored = loadSession();
  if (stored.refreshToken === state.refreshToken && stored.accessToken === state.accessToken) {
    return;
  }
  setState(stored, false);
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) syncFromStorage();
  });
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
