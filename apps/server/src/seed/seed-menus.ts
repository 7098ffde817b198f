import type { DbOrTx } from "../db/client";
import { menu } from "../db/schema";
import { menuSeeds } from "./menus";

/** Inserts the menu tree with each menu's default levels (DOMAIN.md "Menus"). */
export async function seedMenus(tx: DbOrTx) {
  let order = 0;
  for (const top of menuSeeds) {
    order += 10;
    const [parent] = await tx
      .insert(menu)
      .values({
        name: top.name,
        icon: top.icon,
        link: top.link ?? null,
        component: top.component ?? null,
        routeInclude: top.routeInclude ?? [],
        sortOrder: order,
        defaultLevels: top.levels ?? [],
      })
      .returning({ id: menu.id });
    if (!parent || !top.children) continue;
    await tx.insert(menu).values(
      top.children.map((child, i) => ({
        parentId: parent.id,
        name: child.name,
        icon: child.icon,
        link: child.link ?? null,
        component: child.component ?? null,
        routeInclude: child.routeInclude ?? [],
        sortOrder: i + 1,
        defaultLevels: child.levels ?? [],
      })),
    );
  }
}
