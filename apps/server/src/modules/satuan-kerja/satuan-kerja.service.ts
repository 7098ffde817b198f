import type { PageMeta } from "@lontar/contracts/common";
import { MASTER_MENU, type SatuanKerjaOption } from "@lontar/contracts/org";
import { satuanKerjaMessages as msg, type SatuanKerjaItem } from "@lontar/contracts/satuan-kerja";
import type { Db, DbOrTx } from "../../db/client";
import { assertInScope, masterScope, scopedSatuanKerja } from "../../lib/access";
import { conflict, forbidden, notFound } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import * as repo from "./satuan-kerja.repository";
import { deleteBlocker } from "./satuan-kerja.rules";

const constraints: Record<string, [string, string]> = {
  satuan_kerja_kode_skpd_unique: ["code", msg.codeTaken],
};

/** Administrators create and delete work units; menu holders only edit their own. */
async function requireAdministrator(db: DbOrTx, auth: AuthUser) {
  const scope = await masterScope(db, auth, MASTER_MENU.satuanKerja);
  if (!scope.all) throw forbidden(msg.adminOnly);
}

/** Active work units ordered by name (`GET /api/master/skpd`), for any signed-in user. */
export const listSatuanKerjaOptions = (db: DbOrTx): Promise<SatuanKerjaOption[]> =>
  repo.listActiveSatuanKerja(db);

/**
 * One page of Master Satuan Kerja; a menu holder sees only their own work unit.
 * @throws FORBIDDEN (403) without the administrator level or the screen's menu.
 */
export async function listSatuanKerjaPage(
  db: DbOrTx,
  auth: AuthUser,
  query: PageRequest & { q?: string },
): Promise<{ items: SatuanKerjaItem[]; meta: PageMeta }> {
  const scope = await masterScope(db, auth, MASTER_MENU.satuanKerja);
  const filter = { q: query.q, satuanKerjaId: scopedSatuanKerja(scope) };
  const { rows, total } = await repo.listSatuanKerja(db, filter, query);
  return { items: rows, meta: pageMeta(query, total, rows.length) };
}

/**
 * Adds a work unit.
 * @throws FORBIDDEN (403) unless administrator; CONFLICT (409, `errors.code`) for a used code.
 */
export async function createSatuanKerja(
  db: Db,
  auth: AuthUser,
  input: repo.SatuanKerjaValues,
): Promise<SatuanKerjaItem> {
  await requireAdministrator(db, auth);
  try {
    const created = await repo.insertSatuanKerja(db, input);
    if (!created) throw new Error("insert returned no row");
    return created;
  } catch (error) {
    rethrowConstraint(error, constraints);
  }
}

/**
 * Changes a work unit; a menu holder may change only their own.
 * @throws FORBIDDEN (403), NOT_FOUND (404), CONFLICT (409, `errors.code`) for a used code.
 */
export async function updateSatuanKerja(
  db: Db,
  auth: AuthUser,
  id: number,
  input: repo.SatuanKerjaValues,
): Promise<SatuanKerjaItem> {
  const scope = await masterScope(db, auth, MASTER_MENU.satuanKerja);
  assertInScope(scope, id);
  try {
    const updated = await repo.updateSatuanKerja(db, id, input);
    if (!updated) throw notFound(msg.notFound);
    return updated;
  } catch (error) {
    rethrowConstraint(error, constraints);
  }
}

/**
 * Deletes a work unit that no unit, position or employee belongs to any more.
 * @throws FORBIDDEN (403) unless administrator, NOT_FOUND (404), CONFLICT (409) while referenced.
 */
export async function deleteSatuanKerja(db: Db, auth: AuthUser, id: number): Promise<void> {
  await requireAdministrator(db, auth);
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.findSatuanKerja(tx, id))) throw notFound(msg.notFound);
      const blocker = deleteBlocker(await repo.countDependents(tx, id));
      if (blocker) throw conflict(blocker);
      await repo.deleteSatuanKerja(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "satuan_kerja_deleted",
        target: { type: "satuan_kerja", id },
      });
    });
  } catch (error) {
    rethrowConstraint(error, {}, msg.referenced);
  }
}
