import type { OrgOption } from "@lontar/contracts/pegawai";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import { holdsMenu } from "../../lib/access";
import { forbidden } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { PEGAWAI_MENU } from "./pegawai.service";
import { KONTRAK_MENU } from "./pegawai-kontrak.service";
import * as repo from "./pegawai-options.repository";

/** Administrators read every work unit; holders of an employee menu their own only. */
async function assertMayRead(db: DbOrTx, auth: AuthUser, satuanKerjaId: number) {
  if (auth.userLevel === USER_LEVEL.admin) return;
  const holder =
    (await holdsMenu(db, auth, PEGAWAI_MENU)) || (await holdsMenu(db, auth, KONTRAK_MENU));
  if (!holder || satuanKerjaId !== auth.satuanKerjaId) throw forbidden();
}

/**
 * The units of a work unit for the employee forms' cascading select.
 * @throws FORBIDDEN (403) without an employee menu, or for another work unit.
 */
export async function getUnitOptions(
  db: DbOrTx,
  auth: AuthUser,
  satuanKerjaId: number,
): Promise<OrgOption[]> {
  await assertMayRead(db, auth, satuanKerjaId);
  return repo.unitOptions(db, satuanKerjaId);
}

/**
 * The positions of a work unit (of one type when given), in hierarchy order, each with the
 * name of its acting PLT holder. @throws FORBIDDEN (403) as getUnitOptions.
 */
export async function getJabatanOptions(
  db: DbOrTx,
  auth: AuthUser,
  satuanKerjaId: number,
  jenisJabatan?: string,
): Promise<OrgOption[]> {
  await assertMayRead(db, auth, satuanKerjaId);
  return repo.jabatanOptions(db, satuanKerjaId, jenisJabatan);
}
