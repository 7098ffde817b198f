import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { menu, pegawai, userMenu, users } from "../../db/schema";

/** An employee by NIP with their login, if any. */
export const findPegawaiLogin = async (db: DbOrTx, nip: string) =>
  (
    await db
      .select({
        pegawaiId: pegawai.id,
        nip: pegawai.nip,
        satuanKerjaId: pegawai.satuanKerjaId,
        userId: users.id,
        username: users.username,
        userLevel: users.userLevel,
        status: users.status,
      })
      .from(pegawai)
      .leftJoin(users, eq(users.pegNip, pegawai.nip))
      .where(eq(pegawai.nip, nip))
      .limit(1)
  )[0];

export const insertUser = async (
  db: DbOrTx,
  values: { username: string; passwordHash: string; pegNip: string; userLevel: number },
) => (await db.insert(users).values(values).returning({ id: users.id }))[0]?.id as number;

export const updateUser = (
  db: DbOrTx,
  id: number,
  values: { status?: "aktif" | "nonaktif"; userLevel?: number; passwordHash?: string },
) =>
  db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));

export const allMenus = (db: DbOrTx) =>
  db
    .select({
      id: menu.id,
      parentId: menu.parentId,
      name: menu.name,
      icon: menu.icon,
      link: menu.link,
      sortOrder: menu.sortOrder,
    })
    .from(menu)
    .orderBy(asc(menu.sortOrder), asc(menu.id));

export const menuIdsOfUser = async (db: DbOrTx, userId: number) =>
  (
    await db
      .select({ id: userMenu.menuId })
      .from(userMenu)
      .where(eq(userMenu.userId, userId))
      .orderBy(asc(userMenu.menuId))
  ).map((r) => r.id);

/** Replaces the menus of a user. */
export async function replaceMenus(db: DbOrTx, userId: number, menuIds: number[]) {
  await db.delete(userMenu).where(eq(userMenu.userId, userId));
  if (menuIds.length > 0)
    await db.insert(userMenu).values(menuIds.map((menuId) => ({ userId, menuId })));
}
