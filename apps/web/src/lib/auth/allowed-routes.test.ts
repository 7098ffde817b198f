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
