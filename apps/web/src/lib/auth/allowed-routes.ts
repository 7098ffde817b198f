import type { MenuItem } from "@lontar/contracts/menu";
import type { UserInfo } from "@lontar/contracts/user";
import { useMemo } from "react";
import { matchPath } from "react-router";
import { useAuth } from "./auth-store";

/**
 * Pages of every signed-in user, whatever their menus (spec 02 §2.1's first protected line):
 * the dashboard and its profile pages, the notification list, the search's results (the
 * server answers each user with only what they may see), and a Berita Acara, which the head of
 * a unit signs without any archive menu (the server answers 404 to anyone else).
 */
export const ALWAYS_OPEN_ROUTES = [
  "/dashboard",
  "/dashboard/personal-info",
  "/dashboard/change-password",
  "/notifikasi",
  "/pencarian",
  "/berita-acara/:id",
];

/**
 * The routes the server opens to this user (spec 01 §3 "allowed routes"): menu links,
 * their `route_include` patterns and the user's extra `routers` entries.
 */
export function allowedRoutes(menus: MenuItem[], user: UserInfo | null): string[] {
  const routes = new Set<string>(ALWAYS_OPEN_ROUTES);
  for (const menu of menus) {
    if (menu.link) routes.add(menu.link);
    for (const pattern of menu.route_include) routes.add(pattern);
    for (const sub of menu.sub_link) {
      routes.add(sub.link);
      for (const pattern of sub.route_include) routes.add(pattern);
    }
  }
  for (const router of user?.routers ?? []) routes.add(router.path);
  return [...routes];
}

/**
 * Print views open with the screen they print from: a workflow list's with its list
 * (`/surat-keluar/print-view/konsep` with `/surat-keluar/konsep`, the incoming ones with the
 * inbox or the secretariat's Terkirim); a letter's disposition history with the inbox, where
 * every recipient prints it from the letter (the bank's own menu opens it too).
 */
function screensOfPrintView(pathname: string): string[] {
  const outgoing = matchPath("/surat-keluar/print-view/:list", pathname);
  if (outgoing) return [`/surat-keluar/${outgoing.params.list}`];
  const incoming = matchPath("/surat-masuk/print-view/:list", pathname);
  if (incoming)
    return [
      incoming.params.list === "terkirim" ? "/surat-masuk/terkirim" : "/surat-masuk/daftar-surat",
    ];
  if (matchPath("/bank-surat/print-view-riwayat/:id", pathname))
    return [pathname, "/surat-masuk/daftar-surat"];
  return [pathname];
}

export function isRouteAllowed(routes: string[], pathname: string): boolean {
  return screensOfPrintView(pathname).some((path) =>
    routes.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null),
  );
}

export function useAllowedRoutes(): string[] {
  const menus = useAuth((state) => state.menus);
  const user = useAuth((state) => state.user);
  return useMemo(() => allowedRoutes(menus, user), [menus, user]);
}

/** Whether the signed-in user's menus open this path; other paths show 'Not Found !'. */
export function useRouteAllowed(pathname: string): boolean {
  const routes = useAllowedRoutes();
  return isRouteAllowed(routes, pathname);
}
