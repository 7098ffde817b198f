import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { menu, userMenu, users } from "../../db/schema";

export const KODE = {
  setda: "4.01.0.00.0.00.01.0000",
  diskominfo: "2.16.2.20.2.21.01.0000",
  disdik: "1.01.0.00.0.00.01.0000",
} as const;

/** Gives a user the menu of a master screen (tests of menu-holder scope). */
export async function grantMenu(db: DbOrTx, username: string, link: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [m] = await db.select({ id: menu.id }).from(menu).where(eq(menu.link, link));
  if (!user || !m) throw new Error(`no user ${username} or menu ${link}`);
  await db.insert(userMenu).values({ userId: user.id, menuId: m.id }).onConflictDoNothing();
  const granted = await db
    .select()
    .from(userMenu)
    .where(and(eq(userMenu.userId, user.id), eq(userMenu.menuId, m.id)));
  if (granted.length !== 1) throw new Error("menu not granted");
}
