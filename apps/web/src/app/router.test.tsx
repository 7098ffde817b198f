import {
  NOTIFICATION_KATEGORI,
  NOTIFICATION_TYPES,
  notificationLink,
} from "@lontar/contracts/notification-constants";
import { act, screen, waitFor } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { isOutgoingSection } from "../features/surat-keluar/sections";
import { clearSession, startSession } from "../lib/auth/auth-store";
import { demoMenus, demoUser, tokenPair } from "../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../test/http";
import { renderApp } from "../test/render";
import { routes } from "./router";

function stubSessionApi() {
  return stubFetch((url) => {
    if (url.startsWith("/api/egs/user")) return jsonResponse(200, { data: demoUser });
    if (url === "/egs/master/menu") return jsonResponse(200, { items: demoMenus });
    return errorResponse(404, "Tidak ditemukan");
  });
}

describe("routes", () => {
  it("shows 'Not Found !' for an unknown path, standalone without a session", async () => {
    renderApp("/tidak/ada");

    expect(await screen.findByText("Not Found !")).toBeInTheDocument();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("shows 'Not Found !' inside the shell with a session", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubSessionApi();
    renderApp("/tidak/ada");

    expect(await screen.findByText("Not Found !")).toBeInTheDocument();
    expect(await screen.findByRole("menu")).toHaveTextContent("Dashboard");
    expect(screen.getByText("© 2026 Lontar")).toBeInTheDocument();
  });

  it("shows 'Not Found !' for a screen outside the user's menus, never the screen itself", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubSessionApi();
    renderApp("/manajemen-master/kop-surat");

    expect(await screen.findByText("Not Found !")).toBeInTheDocument();
    expect(await screen.findByRole("menu")).toHaveTextContent("Dashboard");
    expect(screen.queryByRole("heading", { name: /Kop Surat/i })).not.toBeInTheDocument();
  });

  it("shows 'Not Found !' for the print view of a list outside the user's menus", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubSessionApi();
    renderApp("/bank-surat/list-surat/listBankSuratKeluarPrinted");

    expect(await screen.findByText("Not Found !")).toBeInTheDocument();
  });

  it("sends an anonymous visitor of a protected route to the login page", async () => {
    const { router } = renderApp("/dashboard/change-password");

    expect(await screen.findByRole("button", { name: /Masuk/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.search).toBe("?next=%2Fdashboard%2Fchange-password");
  });

  it("after signing in from a deep link, lands on the page asked for", async () => {
    stubSessionApi();
    const { router } = renderApp("/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/9");
    await screen.findByRole("button", { name: /Masuk/ });
    act(() => startSession(tokenPair("a"), demoUser, demoMenus));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        "/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/9",
      ),
    );
  });

  it("after Keluar, the login page asks for no page to return to", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubSessionApi();
    const { router } = renderApp("/notifikasi");
    await screen.findByRole("menu");
    act(() => clearSession({ onPurpose: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toBe("");
  });

  it("sends a logged-in user from / to the dashboard with their name, position and unit", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    stubSessionApi();
    const { router } = renderApp("/");

    expect(await screen.findByRole("heading", { name: "DASHBOARD" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    const pegawai = demoUser.data_pegawai;
    expect(screen.getByRole("heading", { name: pegawai.peg_nama })).toBeInTheDocument();
    expect(screen.getByText(pegawai.jabatan_nama ?? "")).toBeInTheDocument();
    expect(screen.getByText(pegawai.satuan_kerja.satuan_kerja_nama)).toBeInTheDocument();
  });

  it("shows the unsupported-browser text when push messaging is missing", async () => {
    renderApp("/unsupport-browser");

    expect(
      await screen.findByText(
        "Browser anda tidak support untuk mengakses EGS, silahkan gunakan browser chrome atau firefox.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Android/)).not.toBeInTheDocument();
  });

  it("shows the static register form with the administrator notice", async () => {
    renderApp("/register");

    expect(await screen.findByText("Pendaftaran akun dilakukan oleh administrator.")).toBeVisible();
    for (const label of ["Nama", "NIP", "E-mail", "Password"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Daftar" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Kembali ke halaman masuk" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("every page a notification opens is a page of the app, never 'Not Found !'", () => {
    const links = new Set<string>();
    for (const kategori of NOTIFICATION_KATEGORI)
      for (const type of NOTIFICATION_TYPES)
        for (const kategori_surat of ["internal", "external", null] as const)
          for (const mail_id of ["0190a1b2-0000-7000-8000-000000000001", null])
            links.add(notificationLink({ kategori, type, mail_id, kategori_surat }));
    expect(links.size).toBeGreaterThan(5);
    for (const link of links) {
      const match = matchRoutes(routes, link)?.at(-1);
      expect(match?.route.path, link).toBeDefined();
      expect(match?.route.path, link).not.toBe("*");
      // The outgoing pages take any section in their path and show 'Not Found !' for others.
      if (match?.params.section !== undefined)
        expect(isOutgoingSection(match.params.section), link).toBe(true);
    }
  });
});
