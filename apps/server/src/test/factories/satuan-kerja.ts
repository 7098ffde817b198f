import { eq } from "drizzle-orm";
import { menu, userMenu, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../harness";

/**
 * A test app where `sekdis` (work unit 2, not an administrator) holds the menu of a master
 * screen, e.g. `/manajemen-master/unit-kerja`, and so manages that screen for work unit 2 only.
 */
export async function createMasterTestApp(menuLink: string): Promise<TestApp> {
  const t = await createTestApp();
  const [user] = await t.db.select().from(users).where(eq(users.username, "sekdis"));
  const [m] = await t.db.select().from(menu).where(eq(menu.link, menuLink));
  if (!user || !m) throw new Error(`seed lacks sekdis or the menu ${menuLink}`);
  await t.db.insert(userMenu).values({ userId: user.id, menuId: m.id });
  return t;
}

/** Ids of nodes, in order. */
export const ids = (nodes: { id: number }[]) => nodes.map((n) => n.id);
