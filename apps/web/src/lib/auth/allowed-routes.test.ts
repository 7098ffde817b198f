import { describe, expect, it } from "vitest";
import { demoMenus, demoUser } from "../../test/fixtures";
import { allowedRoutes, isRouteAllowed } from "./allowed-routes";

describe("allowed routes", () => {
  const user = { ...demoUser, routers: [{ path: "/statistik", component: "Statistik" }] };
  const routes = allowedRoutes(demoMenus, user);

  it("collects menu links, route_include patterns and the user's routers", () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        "/dashboard",
        "/surat-masuk/daftar-surat",
        "/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/:id",
        "/statistik",
      ]),
    );
  });

  it("matches concrete paths against the patterns", () => {
    expect(
      isRouteAllowed(routes, "/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/9"),
    ).toBe(true);
    expect(isRouteAllowed(routes, "/manajemen-master/pengguna")).toBe(false);
  });
});

describe("routes every signed-in user keeps", () => {
  const routes = allowedRoutes([], demoUser);

  it("opens the dashboard, the profile pages, the notifications and the search without any menu", () => {
    for (const path of ["/dashboard", "/dashboard/change-password", "/notifikasi", "/pencarian"]) {
      expect(isRouteAllowed(routes, path)).toBe(true);
    }
    expect(isRouteAllowed(routes, "/statistik")).toBe(false);
  });

  it("opens a Berita Acara to its signer, a head of unit without the archive menus", () => {
    // The server answers 404 to anyone it is not meant for.
    expect(isRouteAllowed(routes, "/berita-acara/01900000-0000-7000-8000-0000000000b1")).toBe(true);
    expect(isRouteAllowed(routes, "/berita-acara")).toBe(false);
    expect(isRouteAllowed(routes, "/arsip/berita-acara")).toBe(false);
  });

  it("opens a workflow list's print view only with its list", () => {
    const withInbox = allowedRoutes(demoMenus, demoUser);
    expect(isRouteAllowed(withInbox, "/surat-masuk/print-view/surat-masuk")).toBe(true);
    expect(isRouteAllowed(withInbox, "/surat-masuk/print-view/terkirim")).toBe(false);
    expect(isRouteAllowed(withInbox, "/surat-keluar/print-view/konsep")).toBe(false);
    // Every recipient prints a letter's disposition history from the inbox.
    expect(isRouteAllowed(withInbox, "/bank-surat/print-view-riwayat/9")).toBe(true);
    expect(isRouteAllowed(allowedRoutes([], demoUser), "/bank-surat/print-view-riwayat/9")).toBe(
      false,
    );
  });
});
