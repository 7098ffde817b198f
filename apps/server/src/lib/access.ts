import { USER_LEVEL } from "@lontar/contracts/user";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { menu, userMenu } from "../db/schema";
import { forbidden } from "./app-error";
import type { AuthUser } from "./auth-user";

/** Which work units a user may manage on a master screen. */
export type MasterScope = { all: true } | { all: false; satuanKerjaId: number };

/**
 * Whether the user holds the menu of the screen `link`: from the menus read with their session
 * when the request has them, else from the database.
 */
export const holdsMenu = async (
  db: DbOrTx,
  auth: Pick<AuthUser, "userId" | "menus">,
  link: string,
): Promise<boolean> =>
  auth.menus
    ? auth.menus.includes(link)
    : (
        await db
          .select({ id: menu.id })
          .from(userMenu)
          .innerJoin(menu, eq(menu.id, userMenu.menuId))
          .where(and(eq(userMenu.userId, auth.userId), eq(menu.link, link)))
          .limit(1)
      ).length > 0;

/**
 * Administrators manage the master data of every work unit; a holder of the screen's menu
 * (e.g. `/manajemen-master/pegawai`) manages their own work unit only.
 * @throws FORBIDDEN (403) for everybody else.
 */
export async function masterScope(db: DbOrTx, auth: AuthUser, link: string): Promise<MasterScope> {
  if (auth.userLevel === USER_LEVEL.admin) return { all: true };
  if (await holdsMenu(db, auth, link)) return { all: false, satuanKerjaId: auth.satuanKerjaId };
  throw forbidden();
}

/** Throws 403 unless the scope covers the work unit. */
export function assertInScope(scope: MasterScope, satuanKerjaId: number | null | undefined): void {
  if (scope.all) return;
  if (satuanKerjaId !== scope.satuanKerjaId) throw forbidden();
}

/** The work unit a scoped list is limited to: the requested one for administrators, else the user's own. */
export const scopedSatuanKerja = (scope: MasterScope, requested?: number): number | undefined =>
  scope.all ? requested : scope.satuanKerjaId;
