import {
  type JabatanInput,
  type JabatanItem,
  jabatanMessages as msg,
} from "@lontar/contracts/jabatan";
import { JABATAN_TENAGA_KONTRAK, MASTER_MENU } from "@lontar/contracts/org";
import { satuanKerjaMessages } from "@lontar/contracts/satuan-kerja";
import type { Db, Tx } from "../../db/client";
import { assertInScope, masterScope } from "../../lib/access";
import { conflict, forbidden, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { findSatuanKerja } from "../satuan-kerja/satuan-kerja.repository";
import { findUnit } from "../unit-kerja/unit-kerja.repository";
import { createsCycle } from "../unit-kerja/unit-kerja.rules";
import * as repo from "./jabatan.repository";
import { eselonError, jabatanDeleteBlocker, mayBeTop, normaliseEselon } from "./jabatan.rules";
import { ESELON, toJabatanItem } from "./jabatan.service";

type SaveInput = Required<Omit<JabatanInput, "parent_id" | "eselon">> &
  Pick<JabatanInput, "parent_id" | "eselon">;

const constraints: Record<string, [string, string]> = {
  jabatan_code_uq: ["code", msg.codeTaken],
};

/** The rules a position must meet; throws 422 naming every field that breaks one. */
async function checkPosition(tx: Tx, input: SaveInput, id: number | null) {
  if (!(await findSatuanKerja(tx, input.satuan_kerja_id)))
    throw validationFailed({ satuan_kerja_id: [satuanKerjaMessages.notFound] });
  const errors: Record<string, string[]> = {};
  const unit = await findUnit(tx, input.unit_kerja_id);
  if (unit?.satuanKerjaId !== input.satuan_kerja_id)
    errors.unit_kerja_id = [msg.unitOtherSatuanKerja];
  const eselon = eselonError(input.jenis_jabatan, normaliseEselon(input.eselon), ESELON);
  if (eselon) errors.eselon = [eselon];
  const parentId = input.parent_id ?? null;
  if (parentId === null) {
    if (!mayBeTop(await repo.topJabatanIds(tx, input.satuan_kerja_id), id))
      errors.parent_id = [msg.parentRequired];
  } else {
    const parent = await repo.findJabatan(tx, parentId);
    if (parent?.satuanKerjaId !== input.satuan_kerja_id)
      errors.parent_id = [msg.parentOtherSatuanKerja];
    else if (
      id !== null &&
      createsCycle(await repo.jabatanLinks(tx, input.satuan_kerja_id), id, parentId)
    )
      errors.parent_id = [msg.parentCycle];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

const valuesOf = (input: SaveInput): repo.JabatanValues => ({
  satuanKerjaId: input.satuan_kerja_id,
  unitKerjaId: input.unit_kerja_id,
  parentId: input.parent_id ?? null,
  jenisJabatan: input.jenis_jabatan,
  name: input.name,
  code: input.code,
  eselon: normaliseEselon(input.eselon),
  status: input.status,
});

async function itemOf(tx: Tx, id: number): Promise<JabatanItem> {
  const row = await repo.findJabatan(tx, id);
  if (!row) throw notFound(msg.notFound);
  return toJabatanItem(row);
}

const refuseReserved = (id: number) => {
  if (id === JABATAN_TENAGA_KONTRAK) throw forbidden(msg.reserved);
};

/**
 * Adds a position. Its superior must be a position of the same work unit; only the first
 * position of a work unit may go without one.
 * @throws FORBIDDEN (403) outside the caller's scope; VALIDATION_FAILED (422) naming the field
 * (unit, superior, eselon); CONFLICT (409, `errors.code`) for a used code.
 */
export async function createJabatan(
  db: Db,
  auth: AuthUser,
  input: SaveInput,
): Promise<JabatanItem> {
  try {
    return await db.transaction(async (tx) => {
      assertInScope(await masterScope(tx, auth, MASTER_MENU.jabatan), input.satuan_kerja_id);
      await checkPosition(tx, input, null);
      const id = await repo.insertJabatan(tx, valuesOf(input));
      if (id === undefined) throw new Error("insert returned no row");
      return itemOf(tx, id);
    });
  } catch (error) {
    rethrowConstraint(error, constraints);
  }
}

/**
 * Changes a position. Tenaga Kontrak (99999) never changes; moving a position to another work
 * unit is refused while it has holders or subordinates.
 * @throws FORBIDDEN (403), NOT_FOUND (404), VALIDATION_FAILED (422), CONFLICT (409).
 */
export async function updateJabatan(
  db: Db,
  auth: AuthUser,
  id: number,
  input: SaveInput,
): Promise<JabatanItem> {
  refuseReserved(id);
  try {
    return await db.transaction(async (tx) => {
      const scope = await masterScope(tx, auth, MASTER_MENU.jabatan);
      const existing = await repo.findJabatan(tx, id);
      if (!existing) throw notFound(msg.notFound);
      assertInScope(scope, existing.satuanKerjaId);
      assertInScope(scope, input.satuan_kerja_id);
      if (
        existing.satuanKerjaId !== input.satuan_kerja_id &&
        jabatanDeleteBlocker(await repo.countJabatanDependents(tx, id))
      )
        throw conflict(msg.satuanKerjaLocked, { satuan_kerja_id: [msg.satuanKerjaLocked] });
      await checkPosition(tx, input, id);
      await repo.updateJabatan(tx, id, valuesOf(input));
      return itemOf(tx, id);
    });
  } catch (error) {
    rethrowConstraint(error, constraints);
  }
}

/**
 * Deletes a position nobody holds or acts in and that has no subordinates.
 * @throws FORBIDDEN (403) outside the scope or for Tenaga Kontrak, NOT_FOUND (404), CONFLICT (409).
 */
export async function deleteJabatan(db: Db, auth: AuthUser, id: number): Promise<void> {
  refuseReserved(id);
  try {
    await db.transaction(async (tx) => {
      const scope = await masterScope(tx, auth, MASTER_MENU.jabatan);
      const existing = await repo.findJabatan(tx, id);
      if (!existing) throw notFound(msg.notFound);
      assertInScope(scope, existing.satuanKerjaId);
      const blocker = jabatanDeleteBlocker(await repo.countJabatanDependents(tx, id));
      if (blocker) throw conflict(blocker);
      await repo.deleteJabatan(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "jabatan_deleted",
        target: { type: "jabatan", id },
        detail: { satuan_kerja_id: existing.satuanKerjaId },
      });
    });
  } catch (error) {
    rethrowConstraint(error, {}, msg.referenced);
  }
}
