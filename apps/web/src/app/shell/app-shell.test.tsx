import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { getAuthState, startSession } from "../../lib/auth/auth-store";
import { demoMenus, demoUser, tokenPair } from "../../test/fixtures";
import { authHeader, errorResponse, jsonResponse, stubFetch } from "../../test/http";
import { renderApp } from "../../test/render";

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

function stubApi(overrides: Record<string, () => Response> = {}) {
  return stubFetch((url) => {
    const override = Object.entries(overrides).find(([prefix]) => url.startsWith(prefix));
    if (override) return override[1]();
    if (url.startsWith("/api/egs/user")) return jsonResponse(200, { data: demoUser });
    if (url === "/egs/master/menu") return jsonResponse(200, { items: demoMenus });
    return errorResponse(404, "Tidak ditemukan");
  });
}

async function openProfileMenu() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: /Menu profil/ }));
  return user;
}

describe("shell", () => {
  it("builds the sidebar from the server menu and greets the user", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubApi();
    renderApp("/dashboard");

    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(within(menu).getByText("Surat Masuk")).toBeInTheDocument();
    expect(screen.getByText(/^Selamat (pagi|siang|sore|malam),/)).toHaveTextContent(
      demoUser.data_pegawai.peg_nama,
    );
  });

  it("shows the Unauthorized overlay when a 401 survives the refresh, and Login ends the session", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubFetch(() => errorResponse(401, "Unauthenticated", "UNAUTHENTICATED"));
    const { router } = renderApp("/dashboard");

    const overlay = await screen.findByRole("dialog");
    expect(overlay).toHaveTextContent("Unauthorized");
    await userEvent.click(within(overlay).getByRole("button", { name: "Login" }));

    expect(await screen.findByRole("button", { name: /Masuk/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(getAuthState().accessToken).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("the overlay's Login returns to the address on screen, even before its page has loaded", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubFetch(() => errorResponse(401, "Unauthenticated", "UNAUTHENTICATED"));
    const { router } = renderApp("/dashboard");
    const overlay = await screen.findByRole("dialog");
    // The address bar is ahead of the router: the next page's code is still loading.
    window.history.pushState({}, "", "/dashboard/personal-info");

    await userEvent.click(within(overlay).getByRole("button", { name: "Login" }));

    expect(await screen.findByRole("button", { name: /Masuk/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toBe("?next=%2Fdashboard%2Fpersonal-info"),
    );
    window.history.replaceState({}, "", "/");
  });

  it("Keluar revokes the session and returns to the login page", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const fetchMock = stubApi({
      "/api/egs/revoke": () => jsonResponse(200, { data: { revoked: true } }),
    });
    renderApp("/dashboard");

    const user = await openProfileMenu();
    await user.click(await screen.findByRole("menuitem", { name: "Keluar" }));

    expect(await screen.findByRole("button", { name: /Masuk/ })).toBeInTheDocument();
    const revoke = fetchMock.mock.calls.find(([url]) => url === "/api/egs/revoke");
    expect(authHeader(revoke?.[1])).toBe("Bearer access-a");
    expect(JSON.parse(String(revoke?.[1]?.body))).toEqual({ fcm_token: null });
    expect(getAuthState().user).toBeNull();
  });

  it("says 'Login Gagal' when the revoke answers 401, and still logs out", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubApi({
      "/api/egs/revoke": () => errorResponse(401, "Unauthenticated"),
      "/api/egs/token/refresh": () => errorResponse(401, "Refresh token tidak berlaku"),
    });
    renderApp("/dashboard");

    const user = await openProfileMenu();
    await user.click(await screen.findByRole("menuitem", { name: "Keluar" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Login Gagal");
    expect(await screen.findByRole("button", { name: /Masuk/ })).toBeInTheDocument();
    expect(getAuthState().accessToken).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens Personal Info from the profile menu", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubApi();
    renderApp("/dashboard");

    const user = await openProfileMenu();
    await user.click(await screen.findByRole("menuitem", { name: "Personal Info" }));

    expect(await screen.findByText("Nama Lengkap")).toBeInTheDocument();
    expect(screen.getByText("Bidang Aplikasi Informatika")).toBeInTheDocument();
  });

  it("puts the sidebar in a drawer behind a hamburger button on a phone", async () => {
    window.innerWidth = 375;
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubApi();
    renderApp("/dashboard");

    await screen.findByRole("heading", { name: "DASHBOARD" });
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Buka menu" }));

    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
  });
});
