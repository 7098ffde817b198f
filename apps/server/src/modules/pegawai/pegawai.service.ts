import type { PageMeta } from "@lontar/contracts/common";
import {
  pegawaiMessages as m,
  type PegawaiInput,
  type PegawaiItem,
} from "@lontar/contracts/pegawai";
import type { Db, DbOrTx } from "../../db/client";
import { assertInScope, type MasterScope, masterScope, scopedSatuanKerja } from "../../lib/access";
import { conflict, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import { toPegawaiItem } from "./pegawai.mapper";
import * as repo from "./pegawai.repository";
import { changesLinkedNip, placementErrors } from "./pegawai.rules";
import { endActivePlt } from "./pegawai-plt.repository";

export const PEGAWAI_MENU = "/manajemen-master/pegawai";

const uniqueFields: Record<string, [string, string]> = {
  pegawai_nip_unique: ["nip", m.nipTaken],
  pegawai_nik_unique: ["nik", m.nikTaken],
};

/** Loads an employee (not contract staff) the scope covers. @throws NOT_FOUND, FORBIDDEN */
export async function loadPegawai(db: DbOrTx, scope: MasterScope, id: number) {
  const row = await repo.findPegawai(db, id, false);
  if (!row) throw notFound(m.notFound);
  assertInScope(scope, row.satuanKerjaId);
  return row;
}

async function checkPlacement(db: DbOrTx, input: PegawaiInput) {
  const [unit, jabatan] = await Promise.all([
    repo.findUnit(db, input.unit_kerja_id),
    repo.findJabatan(db, input.jabatan_id),
  ]);
  const errors = placementErrors({ ...input, checkJabatan: true }, { unit, jabatan });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

const toValues = (input: PegawaiInput) => ({
  name: input.name,
  nip: input.nip,
  nik: input.nik,
  satuanKerjaId: input.satuan_kerja_id,
  unitKerjaId: input.unit_kerja_id,
  jabatanId: input.jabatan_id,
  alamat: input.alamat,
  telp: input.telp,
  email: input.email,
  // Optional fields change only when the form sends them.
  ...(input.gelar_depan !== undefined ? { gelarDepan: input.gelar_depan || null } : {}),
  ...(input.gelar_belakang !== undefined ? { gelarBelakang: input.gelar_belakang || null } : {}),
  ...(input.golongan !== undefined ? { golongan: input.golongan || null } : {}),
  ...(input.pangkat !== undefined ? { pangkat: input.pangkat || null } : {}),
});

/**
 * One page of the Master Pegawai list (contract staff excluded), filtered by work unit and by a
 * search over name, NIP and NIK. Non-administrators see their own work unit only.
 * @throws FORBIDDEN (403) without the Pegawai menu.
 */
export async function listPegawai(
  db: DbOrTx,
  auth: AuthUser,
  query: { satuan_kerja_id?: number; q?: string },
  page: PageRequest,
): Promise<{ items: PegawaiItem[]; meta: PageMeta }> {
  const scope = await masterScope(db, auth, PEGAWAI_MENU);
  const { rows, total } = await repo.listPegawai(
    db,
    { kontrak: false, satuanKerjaId: scopedSatuanKerja(scope, query.satuan_kerja_id), q: query.q },
    page,
  );
  return { items: rows.map(toPegawaiItem), meta: pageMeta(page, total, rows.length) };
}

/** One employee. @throws NOT_FOUND (404), FORBIDDEN (403) */
export async function getPegawai(db: DbOrTx, auth: AuthUser, id: number): Promise<PegawaiItem> {
  const scope = await masterScope(db, auth, PEGAWAI_MENU);
  return toPegawaiItem(await loadPegawai(db, scope, id));
}

/**
 * Adds an employee.
 * @throws VALIDATION_FAILED (422) for a unit or position outside the work unit or a type
 *   mismatch, CONFLICT (409) naming `nip` or `nik` when taken, FORBIDDEN (403).
 */
export async function createPegawai(
  db: DbOrTx,
  auth: AuthUser,
  input: PegawaiInput,
): Promise<PegawaiItem> {
  const scope = await masterScope(db, auth, PEGAWAI_MENU);
  assertInScope(scope, input.satuan_kerja_id);
  await checkPlacement(db, input);
  const id = await repo
    .insertPegawai(db, toValues(input))
    .catch((error: unknown) => rethrowConstraint(error, uniqueFields));
  return toPegawaiItem(await loadPegawai(db, scope, id));
}

/**
 * Changes an employee. Moving to another work unit ends their PLT there.
 * @throws VALIDATION_FAILED (422) as for create, or `nip` when the employee's login is tied
 *   to it; CONFLICT (409); NOT_FOUND (404); FORBIDDEN (403).
 */
export async function updatePegawai(
  db: Db,
  auth: AuthUser,
  id: number,
  input: PegawaiInput,
): Promise<PegawaiItem> {
  const scope = await masterScope(db, auth, PEGAWAI_MENU);
  const current = await loadPegawai(db, scope, id);
  assertInScope(scope, input.satuan_kerja_id);
  if (changesLinkedNip(current.nip, input.nip, current.userId !== null))
    throw validationFailed({ nip: [m.nipLocked] });
  await checkPlacement(db, input);
  await db
    .transaction(async (tx) => {
      if (current.satuanKerjaId !== input.satuan_kerja_id) await endActivePlt(tx, id);
      await repo.updatePegawai(tx, id, toValues(input));
    })
    .catch((error: unknown) => rethrowConstraint(error, uniqueFields));
  return toPegawaiItem(await loadPegawai(db, scope, id));
}

/**
 * Deletes an employee without a login (and their PLT history).
 * @throws CONFLICT (409) when they have a login or are referenced by letters; NOT_FOUND; FORBIDDEN.
 */
export async function deletePegawai(db: Db, auth: AuthUser, id: number, ip: string) {
  const scope = await masterScope(db, auth, PEGAWAI_MENU);
  const current = await loadPegawai(db, scope, id);
  if (current.userId !== null) throw conflict(m.hasLogin);
  await db
    .transaction(async (tx) => {
      await repo.deletePegawai(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "pegawai_deleted",
        target: { type: "pegawai", id },
        detail: { id, nip: current.nip, name: current.name },
        ip,
      });
    })
    .catch((error: unknown) => rethrowConstraint(error, {}, m.referenced));
}
