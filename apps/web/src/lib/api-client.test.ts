import { afterEach, describe, expect, it } from "vitest";
import { demoMenus, demoUser, tokenPair } from "../test/fixtures";
import { authHeader, errorResponse, jsonResponse, stubFetch } from "../test/http";
import { api } from "./api-client";
import { ApiError } from "./api-error";
import { getAuthState, setNetworkError, startSession } from "./auth/auth-store";
import { SESSION_STORAGE_KEY } from "./auth/session-storage";

afterEach(() => setNetworkError(null));

/** The ApiError a call rejects with; fails the test when it resolves. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call should have failed");
}

describe("api client", () => {
  it("sends the bearer token, refreshes once on 401 and retries with the new token", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/egs/token/refresh") {
        // The refresh token is in the HttpOnly cookie; the body only makes the call JSON.
        expect(JSON.parse(String(init.body))).toEqual({});
        expect(new Headers(init.headers).get("content-type")).toBe("application/json");
        return jsonResponse(200, { data: tokenPair("b") });
      }
      if (authHeader(init) === "Bearer access-b") return jsonResponse(200, { items: { ok: 1 } });
      return errorResponse(401, "Unauthenticated", "TOKEN_EXPIRED");
    });

    const result = await api.get<{ items: { ok: number } }>("/egs/dashboard/count");

    expect(result.items.ok).toBe(1);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      "/egs/dashboard/count",
      "/api/egs/token/refresh",
      "/egs/dashboard/count",
    ]);
    expect(authHeader(fetchMock.mock.calls[0]?.[1])).toBe("Bearer access-a");
    expect(getAuthState().accessToken).toBe("access-b");
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toMatch(/access-|refresh-/);
    expect(getAuthState().unauthorized).toBe(false);
  });

  it("shares one refresh between calls that fail at the same time", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/egs/token/refresh") return jsonResponse(200, { data: tokenPair("b") });
      if (authHeader(init) === "Bearer access-b") return jsonResponse(200, { items: url });
      return errorResponse(401, "Unauthenticated");
    });

    const results = await Promise.all([api.get("/egs/one"), api.get("/egs/two")]);

    expect(results).toEqual([{ items: "/egs/one" }, { items: "/egs/two" }]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => url === "/api/egs/token/refresh");
    expect(refreshes).toHaveLength(1);
  });

  it("sets the unauthorized flag when the refresh is refused", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const fetchMock = stubFetch((url) =>
      url === "/api/egs/token/refresh"
        ? errorResponse(401, "Refresh token tidak berlaku", "REFRESH_INVALID")
        : errorResponse(401, "Unauthenticated", "TOKEN_EXPIRED"),
    );

    const error = await failure(api.get("/egs/master/menu"));

    expect(error.status).toBe(401);
    expect(getAuthState().unauthorized).toBe(true);
    // No retry of the original call after a failed refresh.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not refresh for calls without the session (login)", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const fetchMock = stubFetch(() => errorResponse(401, "Username atau password salah"));

    const error = await failure(
      api.post("/api/egs/token", { username: "x", password: "y" }, { auth: false }),
    );

    expect(error.diagnosticMessage).toBe("Username atau password salah");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authHeader(fetchMock.mock.calls[0]?.[1])).toBeUndefined();
    expect(getAuthState().unauthorized).toBe(false);
  });

  it("maps a request without response to the connection message", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });

    const error = await failure(api.get("/egs/mail"));

    expect(error.kind).toBe("network");
    expect(error.message).toBe("Error Message: Check your connection !");
    expect(getAuthState().networkError).toBe("Error Message: Check your connection !");
  });

  it("maps a server error to 'Terjadi Kesalahan !' with its diagnostic message", async () => {
    stubFetch(() =>
      errorResponse(422, "Data tidak valid", "VALIDATION_FAILED", { no_surat: ["Wajib diisi"] }),
    );

    const error = await failure(api.post("/egs/mail", {}));

    expect(error.message).toBe("Terjadi Kesalahan ! Error Message : Data tidak valid");
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.firstError("no_surat")).toBe("Wajib diisi");
  });

  it("maps an unreadable failure to 'Something Wrong !'", async () => {
    stubFetch(() => new Response("<html>Bad Gateway</html>", { status: 502 }));

    const error = await failure(api.get("/egs/mail"));

    expect(error.message).toBe("Something Wrong !");
    expect(error.status).toBe(502);
  });
});
