import type { MenuItem } from "@lontar/contracts/menu";
import type { RouterEntry } from "@lontar/contracts/user";

export interface MenuNode {
  id: number;
  parentId: number | null;
  name: string;
  icon: string | null;
  link: string | null;
  component: string | null;
  routeInclude: string[];
  sortOrder: number;
}

/**
 * Builds the sidebar from the menus granted to a user: a parent appears when the user holds it
 * or any of its children; children the user does not hold are left out.
 */
export function buildMenuTree(granted: MenuNode[], parents: MenuNode[]): MenuItem[] {
  const byOrder = (a: MenuNode, b: MenuNode) => a.sortOrder - b.sortOrder || a.id - b.id;
  const topIds = new Set<number>();
  for (const m of granted) topIds.add(m.parentId ?? m.id);
  const tops = [...parents, ...granted.filter((m) => m.parentId === null)]
    .filter((m, i, all) => topIds.has(m.id) && all.findIndex((o) => o.id === m.id) === i)
    .sort(byOrder);
  return tops.map((top) => ({
    _id: top.id,
    name: top.name,
    icon: top.icon,
    link: top.link,
    route_include: top.routeInclude,
    sub_link: granted
      .filter((m) => m.parentId === top.id && m.link)
      .sort(byOrder)
      .map((m) => ({
        _id: m.id,
        name: m.name,
        icon: m.icon,
        link: m.link as string,
        route_include: m.routeInclude,
      })),
  }));
}

/** The routes a user may open: each granted menu's link and its included routes. */
export function routersOf(granted: MenuNode[]): RouterEntry[] {
  const seen = new Set<string>();
  const routers: RouterEntry[] = [];
  for (const m of granted) {
    if (!m.component) continue;
    for (const path of [m.link, ...m.routeInclude]) {
      if (!path || seen.has(path)) continue;
      seen.add(path);
      routers.push({ path, component: m.component });
    }
  }
  return routers;
}
