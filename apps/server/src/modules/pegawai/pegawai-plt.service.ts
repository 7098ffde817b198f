import { pegawaiMessages as m, type PegawaiItem, type PltInput } from "@lontar/contracts/pegawai";
import type { Db } from "../../db/client";
import { masterScope } from "../../lib/access";
import { notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { toPegawaiItem } from "./pegawai.mapper";
import { findJabatan } from "./pegawai.repository";
import { pltErrors } from "./pegawai.rules";
import { loadPegawai, PEGAWAI_MENU } from "./pegawai.service";
import { endActivePlt, insertPlt } from "./pegawai-plt.repository";

/**
 * Makes an employee PLT (acting) in a second position of their work unit, replacing their
 * current PLT if they have one.
 * @throws VALIDATION_FAILED (422) naming `jabatan_id` for a position outside the work unit or
 *   their own; CONFLICT (409) naming `jabatan_id` when the position already has an active PLT;
 *   NOT_FOUND (404); FORBIDDEN (403).
 */
export async function assignPlt(
  db: Db,
  auth: AuthUser,
  id: number,
  input: PltInput,
): Promise<PegawaiItem> {
  const scope = await masterScope(db, auth, PEGAWAI_MENU);
  const employee = await loadPegawai(db, scope, id);
  const errors = pltErrors(employee, await findJabatan(db, input.jabatan_id));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await db
    .transaction(async (tx) => {
      await endActivePlt(tx, id);
      await insertPlt(tx, { pegawaiId: id, jabatanId: input.jabatan_id, mulai: input.mulai });
    })
    .catch((error: unknown) =>
      rethrowConstraint(error, { pegawai_plt_jabatan_active_uq: ["jabatan_id", m.pltTaken] }),
    );
  return toPegawaiItem(await loadPegawai(db, scope, id));
}

/**
 * Ends an employee's PLT (sets `selesai`).
 * @throws NOT_FOUND (404) when the employee is not acting anywhere; FORBIDDEN (403).
 */
export async function endPlt(db: Db, auth: AuthUser, id: number): Promise<PegawaiItem> {
  const scope = await masterScope(db, auth, PEGAWAI_MENU);
  await loadPegawai(db, scope, id);
  await db.transaction(async (tx) => {
    if ((await endActivePlt(tx, id)) === undefined) throw notFound(m.pltNone);
    await writeAudit(tx, {
      userId: auth.userId,
      action: "plt_ended",
      target: { type: "pegawai", id },
    });
  });
  return toPegawaiItem(await loadPegawai(db, scope, id));
}
