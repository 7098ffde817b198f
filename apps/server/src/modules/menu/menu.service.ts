import type { MenuItem } from "@lontar/contracts/menu";
import type { RouterEntry } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import * as repo from "./menu.repository";
import { buildMenuTree, routersOf } from "./menu.rules";

/** The sidebar of a user, built from the menus granted to them. */
export async function getUserMenu(db: DbOrTx, userId: number): Promise<MenuItem[]> {
  const granted = await repo.menusOfUser(db, userId);
  const parentIds = [
    ...new Set(granted.map((m) => m.parentId).filter((id): id is number => id !== null)),
  ];
  const parents = await repo.menusByIds(db, parentIds);
  return buildMenuTree(granted, parents);
}

/** The routes a user may open (user info `routers`). */
export async function getUserRouters(db: DbOrTx, userId: number): Promise<RouterEntry[]> {
  return routersOf(await repo.menusOfUser(db, userId));
}
