import { describe, expect, it } from "vitest";
import { demoMenus, demoUser, tokenPair } from "../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../test/http";
import { api } from "../api-client";
import { getAuthState, isLoggedIn, setMenus, startSession, syncFromStorage } from "./auth-store";
import { restoreSession } from "./restore-session";
import { loadSession, SESSION_STORAGE_KEY, saveSession } from "./session-storage";

/** Everything the page scripts can read back from web storage. */
function storedText(): string {
  const all: string[] = [];
  for (const storage of [window.localStorage, window.sessionStorage])
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? "";
      all.push(key, storage.getItem(key) ?? "");
    }
  return all.join("\n");
}

describe("session tokens", () => {
  it("are never written to localStorage or sessionStorage", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    setMenus(demoMenus);
    stubFetch((url, init) => {
      if (url === "/api/egs/token/refresh") return jsonResponse(200, { data: tokenPair("b") });
      return new Headers(init.headers).get("authorization") === "Bearer access-b"
        ? jsonResponse(200, { items: 1 })
        : errorResponse(401, "Unauthenticated");
    });
    await api.get("/egs/dashboard/count");

    expect(getAuthState().accessToken).toBe("access-b");
    expect(storedText()).toContain(demoUser.user_name);
    expect(storedText()).not.toMatch(/access-|refresh-/);
  });

  it("drops the tokens an earlier version stored", () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ accessToken: "access-old", refreshToken: "refresh-old", user: demoUser }),
    );
    expect(loadSession().user?.user_name).toBe(demoUser.user_name);
    expect(storedText()).not.toMatch(/access-old|refresh-old/);
  });
});

describe("restoring a session after a reload", () => {
  it("gets an access token from the refresh cookie for the remembered user", async () => {
    // What a reload finds: the user remembered, no token.
    saveSession({ user: demoUser, menus: demoMenus });
    syncFromStorage();
    const fetchMock = stubFetch(() => jsonResponse(200, { data: tokenPair("c") }));

    const restoring = restoreSession();
    expect(getAuthState().restoring).toBe(true);
    await restoring;

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/egs/token/refresh");
    expect(init?.body).toBe("{}");
    expect(getAuthState().restoring).toBe(false);
    expect(isLoggedIn()).toBe(true);
  });

  it("forgets the remembered user when the session has ended", async () => {
    saveSession({ user: demoUser, menus: demoMenus });
    syncFromStorage();
    stubFetch(() => errorResponse(401, "Sesi tidak valid", "REFRESH_REUSED"));

    await restoreSession();

    expect(isLoggedIn()).toBe(false);
    expect(getAuthState().user).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("does not call the server when nobody is remembered", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    await restoreSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
