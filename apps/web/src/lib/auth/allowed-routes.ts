import type { MenuItem } from "@lontar/contracts/menu";
import type { UserInfo } from "@lontar/contracts/user";
import { useMemo } from "react";
import { matchPath } from "react-router";
import { useAuth } from "./auth-store";

/**
 * The routes the server opens to this user (spec 01 §3 "allowed routes"): menu links,
 * their `route_include` patterns and the user's extra `routers` entries.
 */
export function allowedRoutes(menus: MenuItem[], user: UserInfo | null): string[] {
  const routes = new Set<string>();
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

export function isRouteAllowed(routes: string[], pathname: string): boolean {
  return routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

export function useAllowedRoutes(): string[] {
  const menus = useAuth((state) => state.menus);
  const user = useAuth((state) => state.user);
  return useMemo(() => allowedRoutes(menus, user), [menus, user]);
}
