import { refreshAccessToken } from "../api-client";
import { clearSession, getAuthState, setRestoring, syncFromStorage } from "./auth-store";
import { SESSION_STORAGE_KEY } from "./session-storage";

/**
 * Gets this tab an access token from the refresh cookie when a user is remembered but the
 * token is not (after a reload, or when another tab signed in). A refused refresh means the
 * session ended (logout elsewhere, password change, deactivation): the remembered user goes.
 * A connection failure keeps it, so the next load tries again.
 */
export function restoreSession(): Promise<void> {
  inFlight ??= restore().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let inFlight: Promise<void> | null = null;

/** Settles when no session restore is under way (at once if none is). */
export const sessionSettled = (): Promise<void> => inFlight ?? Promise.resolve();

async function restore(): Promise<void> {
  const { user, accessToken, restoring } = getAuthState();
  if (user === null || accessToken !== null || restoring) return;
  setRestoring(true);
  try {
    if ((await refreshAccessToken(null)) === null) clearSession();
  } catch {
    // Offline: the login page shows; the remembered user stays for the next attempt.
  } finally {
    setRestoring(false);
  }
}

/** Follows logins and logouts of the other tabs of this browser. */
export function followOtherTabs(): void {
  window.addEventListener("storage", (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    syncFromStorage();
    void restoreSession();
  });
}
