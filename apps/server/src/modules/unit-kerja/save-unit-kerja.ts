import { MASTER_MENU } from "@lontar/contracts/org";
import { satuanKerjaMessages } from "@lontar/contracts/satuan-kerja";
import {
  unitKerjaMessages as msg,
  type UnitKerjaInput,
  type UnitKerjaItem,
} from "@lontar/contracts/unit-kerja";
import type { Db, Tx } from "../../db/client";
import { assertInScope, masterScope } from "../../lib/access";
import { conflict, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { findSatuanKerja } from "../satuan-kerja/satuan-kerja.repository";
import * as repo from "./unit-kerja.repository";
import { createsCycle, placeAfter, unitDeleteBlocker } from "./unit-kerja.rules";
import { toUnitItem } from "./unit-kerja.service";

type UnitInput = Required<Omit<UnitKerjaInput, "unit_kerja_parent" | "posisi_unit_kerja_setelah">> &
  Pick<UnitKerjaInput, "unit_kerja_parent" | "posisi_unit_kerja_setelah">;

const constraints: Record<string, [string, string]> = {
  unit_kerja_code_uq: ["code", msg.codeTaken],
};

/** Checks the parent and the sibling to follow; throws 422 naming the field. */
async function checkPlacement(tx: Tx, input: UnitInput, id: number | null) {
  if (!(await findSatuanKerja(tx, input.satuan_kerja_id)))
    throw validationFailed({ satuan_kerja_id: [satuanKerjaMessages.notFound] });
  const parentId = input.unit_kerja_parent ?? null;
  if (parentId !== null) {
    const parent = await repo.findUnit(tx, parentId);
    if (!parent || parent.satuanKerjaId !== input.satuan_kerja_id)
      throw validationFailed({ unit_kerja_parent: [msg.parentOtherSatuanKerja] });
    if (
      id !== null &&
      createsCycle(await repo.listUnitRows(tx, input.satuan_kerja_id), id, parentId)
    )
      throw validationFailed({ unit_kerja_parent: [msg.parentCycle] });
  }
  const siblings = await repo.siblingIds(tx, input.satuan_kerja_id, parentId);
  const after = input.posisi_unit_kerja_setelah;
  if (after != null && (after === id || !siblings.includes(after)))
    throw validationFailed({ posisi_unit_kerja_setelah: [msg.siblingInvalid] });
  return siblings;
}

const valuesOf = (input: UnitInput): repo.UnitValues => ({
  satuanKerjaId: input.satuan_kerja_id,
  parentId: input.unit_kerja_parent ?? null,
  code: input.code,
  name: input.name,
  status: input.status,
});

/** The unit as the list shows it, with the sibling it now follows. */
async function itemOf(tx: Tx, row: repo.UnitRow, order: number[]): Promise<UnitKerjaItem> {
  const previousId = order[order.indexOf(row.id) - 1];
  const previous =
    previousId === undefined ? null : ((await repo.findUnit(tx, previousId)) ?? null);
  return toUnitItem(row, previous);
}

/**
 * Adds a unit to a work unit, after the given sibling or last.
 * @throws FORBIDDEN (403) outside the caller's scope; VALIDATION_FAILED (422) for a parent of
 * another work unit or a sibling that is not one; CONFLICT (409, `errors.code`) for a used code.
 */
export async function createUnitKerja(
  db: Db,
  auth: AuthUser,
  input: UnitInput,
): Promise<UnitKerjaItem> {
  try {
    return await db.transaction(async (tx) => {
      assertInScope(await masterScope(tx, auth, MASTER_MENU.unitKerja), input.satuan_kerja_id);
      const siblings = await checkPlacement(tx, input, null);
      const row = await repo.insertUnit(tx, valuesOf(input));
      const order = placeAfter(siblings, row.id, input.posisi_unit_kerja_setelah);
      await repo.setPositions(tx, order);
      return itemOf(tx, row, order);
    });
  } catch (error) {
    rethrowConstraint(error, constraints);
  }
}

/**
 * Changes a unit, its parent or its place among its siblings. Moving it to another work unit is
 * refused while sub units, positions or employees depend on it.
 * @throws FORBIDDEN (403), NOT_FOUND (404), VALIDATION_FAILED (422) for a parent of another work
 * unit or below the unit itself, CONFLICT (409) for a used code or a locked work unit.
 */
export async function updateUnitKerja(
  db: Db,
  auth: AuthUser,
  id: number,
  input: UnitInput,
): Promise<UnitKerjaItem> {
  try {
    return await db.transaction(async (tx) => {
      const scope = await masterScope(tx, auth, MASTER_MENU.unitKerja);
      const existing = await repo.findUnit(tx, id);
      if (!existing) throw notFound(msg.notFound);
      assertInScope(scope, existing.satuanKerjaId);
      assertInScope(scope, input.satuan_kerja_id);
      if (
        existing.satuanKerjaId !== input.satuan_kerja_id &&
        unitDeleteBlocker(await repo.countUnitDependents(tx, id))
      )
        throw conflict(msg.satuanKerjaLocked, { satuan_kerja_id: [msg.satuanKerjaLocked] });
      const siblings = await checkPlacement(tx, input, id);
      const row = await repo.updateUnit(tx, id, valuesOf(input));
      if (!row) throw notFound(msg.notFound);
      const order = placeAfter(siblings, id, input.posisi_unit_kerja_setelah);
      await repo.setPositions(tx, order);
      return itemOf(tx, row, order);
    });
  } catch (error) {
    rethrowConstraint(error, constraints);
  }
}

/**
 * Deletes a unit that has no sub units, positions or employees.
 * @throws FORBIDDEN (403), NOT_FOUND (404), CONFLICT (409) saying what still depends on it.
 */
export async function deleteUnitKerja(db: Db, auth: AuthUser, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const scope = await masterScope(tx, auth, MASTER_MENU.unitKerja);
      const existing = await repo.findUnit(tx, id);
      if (!existing) throw notFound(msg.notFound);
      assertInScope(scope, existing.satuanKerjaId);
      const blocker = unitDeleteBlocker(await repo.countUnitDependents(tx, id));
      if (blocker) throw conflict(blocker);
      await repo.deleteUnit(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "unit_kerja_deleted",
        target: { type: "unit_kerja", id },
        detail: { satuan_kerja_id: existing.satuanKerjaId },
      });
    });
  } catch (error) {
    rethrowConstraint(error, {}, msg.referenced);
  }
}
