import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { menu, userMenu } from "../../db/schema";

export type MenuRow = typeof menu.$inferSelect;

/** The menus granted to a user, in sidebar order. */
export const menusOfUser = (db: DbOrTx, userId: number): Promise<MenuRow[]> =>
  db
    .select({
      id: menu.id,
      parentId: menu.parentId,
      name: menu.name,
      icon: menu.icon,
      link: menu.link,
      component: menu.component,
      routeInclude: menu.routeInclude,
      sortOrder: menu.sortOrder,
      defaultLevels: menu.defaultLevels,
    })
    .from(userMenu)
    .innerJoin(menu, eq(menu.id, userMenu.menuId))
    .where(eq(userMenu.userId, userId))
    .orderBy(asc(menu.sortOrder), asc(menu.id));

export const menusByIds = (db: DbOrTx, ids: number[]): Promise<MenuRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(menu).where(inArray(menu.id, ids));

/** Grants a user the default menus of a level. */
export async function grantDefaultMenus(db: DbOrTx, userId: number, level: number) {
  const all = await db.select({ id: menu.id, levels: menu.defaultLevels }).from(menu);
  const rows = all.filter((m) => m.levels.includes(level)).map((m) => ({ userId, menuId: m.id }));
  if (rows.length > 0) await db.insert(userMenu).values(rows).onConflictDoNothing();
}
