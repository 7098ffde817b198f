import { terbukaBagiUnit } from "@lontar/contracts/klasifikasi-keamanan";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import { assertInScope, holdsMenu, type MasterScope } from "../../lib/access";
import { forbidden, notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";

/** The archive's menus (seed/menus.ts); holding one opens its screen for the own work unit. */
export const ARSIP_MENU = {
  penyimpanan: "/master-arsip/master-penyimpanan",
  jenisArsip: "/master-arsip/master-jenis-arsip",
  tabel: "/master-arsip/tabel-arsip",
  statistik: "/master-arsip/statistik",
  pemberkasan: "/arsip/pemberkasan",
} as const;

/**
 * Administrators see the archive of every work unit; a holder of one of `links` sees their
 * own work unit's (several links: a screen's options are also needed by the screens using them).
 * @throws FORBIDDEN 403 for everybody else.
 */
export async function arsipScope(
  db: DbOrTx,
  auth: AuthUser,
  ...links: string[]
): Promise<MasterScope> {
  if (auth.userLevel === USER_LEVEL.admin) return { all: true };
  for (const link of links)
    if (await holdsMenu(db, auth, link)) return { all: false, satuanKerjaId: auth.satuanKerjaId };
  throw forbidden();
}

/** The work unit a new record goes to: the requested one for administrators, else the own. */
export function targetSatuanKerja(scope: MasterScope, auth: AuthUser, requested?: number | null) {
  const target = requested ?? auth.satuanKerjaId;
  assertInScope(scope, target);
  return target;
}

/** A record of another work unit is, for this user, a record that does not exist. */
export function assertVisible(scope: MasterScope, satuanKerjaId: number, message: string): void {
  if (!scope.all && scope.satuanKerjaId !== satuanKerjaId) throw notFound(message);
}

/**
 * An item of a class closed to the unit's archive staff (Rahasia, Sangat Rahasia) is, for anyone
 * but its uploader, an item that does not exist.
 */
export function assertTerbuka(
  row: { klasifikasiKeamanan: string; createdBy: number | null },
  auth: AuthUser,
  message: string,
): void {
  if (!terbukaBagiUnit(row.klasifikasiKeamanan) && row.createdBy !== auth.userId)
    throw notFound(message);
}
