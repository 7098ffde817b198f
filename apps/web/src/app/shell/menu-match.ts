import type { MenuItem } from "@lontar/contracts/menu";
import { matchPath } from "react-router";

export interface MenuSelection {
  /** Key (the link) of the menu entry that owns the current page. */
  selectedKey: string | null;
  /** Key of the parent menu to keep open, when the entry is a sub-menu. */
  openKey: string | null;
}

/** Key of a top-level menu in the antd Menu (its link, or its id when it only groups). */
export function menuKey(menu: MenuItem): string {
  return menu.link ?? `menu-${menu._id}`;
}

function owns(link: string | null, patterns: string[], pathname: string): boolean {
  if (link && matchPath({ path: link, end: true }, pathname)) return true;
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * Finds the menu entry of a page: its own link, or one of its `route_include`
 * patterns (detail pages). Sub-menus win over their parent.
 */
export function selectMenu(menus: MenuItem[], pathname: string): MenuSelection {
  for (const menu of menus) {
    for (const sub of menu.sub_link) {
      if (owns(sub.link, sub.route_include, pathname)) {
        return { selectedKey: sub.link, openKey: menuKey(menu) };
      }
    }
  }
  for (const menu of menus) {
    if (owns(menu.link, menu.route_include, pathname)) {
      return { selectedKey: menuKey(menu), openKey: null };
    }
  }
  return { selectedKey: null, openKey: null };
}
