import type { PageMeta } from "@lontar/contracts/common";
import { JABATAN_TENAGA_KONTRAK } from "@lontar/contracts/org";
import {
  pegawaiMessages as m,
  type PegawaiKontrakItem,
  type pegawaiKontrakInput,
} from "@lontar/contracts/pegawai";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client";
import { assertInScope, type MasterScope, masterScope, scopedSatuanKerja } from "../../lib/access";
import { notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import * as repo from "./pegawai.repository";
import { placementErrors } from "./pegawai.rules";

export const KONTRAK_MENU = "/manajemen-master/tenaga-kontrak";
type KontrakInput = z.output<typeof pegawaiKontrakInput>;

const toItem = (r: repo.PegawaiRow): PegawaiKontrakItem => ({
  id: r.id,
  name: r.name,
  nik: r.nik,
  satuan_kerja_id: r.satuanKerjaId,
  satuan_kerja_nama: r.satuanKerjaNama,
  unit_kerja_id: r.unitKerjaId,
  unit_kerja_nama: r.unitKerjaNama,
  jabatan_id: JABATAN_TENAGA_KONTRAK,
  jabatan_nama: r.jabatanNama ?? "Tenaga Kontrak",
  status: r.status ? "aktif" : "nonaktif",
});

async function load(db: DbOrTx, scope: MasterScope, id: number) {
  const row = await repo.findPegawai(db, id, true);
  if (!row) throw notFound(m.kontrakNotFound);
  assertInScope(scope, row.satuanKerjaId);
  return row;
}

async function check(db: DbOrTx, scope: MasterScope, input: KontrakInput) {
  assertInScope(scope, input.satuan_kerja_id);
  const errors = placementErrors(
    { satuan_kerja_id: input.satuan_kerja_id, checkJabatan: false },
    { unit: await repo.findUnit(db, input.unit_kerja_id) },
  );
  if (input.jabatan_id !== undefined && input.jabatan_id !== JABATAN_TENAGA_KONTRAK)
    errors.jabatan_id = [m.kontrakJabatan];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

const toValues = (input: KontrakInput) => ({
  name: input.name,
  nik: input.nik,
  satuanKerjaId: input.satuan_kerja_id,
  unitKerjaId: input.unit_kerja_id,
  jabatanId: JABATAN_TENAGA_KONTRAK,
  status: input.status === "aktif",
});
const uniqueFields: Record<string, [string, string]> = {
  pegawai_nik_unique: ["nik", m.nikTaken],
};

/**
 * One page of contract staff, filtered by work unit and a search over name and NIK.
 * @throws FORBIDDEN (403) without the Tenaga Kontrak menu.
 */
export async function listKontrak(
  db: DbOrTx,
  auth: AuthUser,
  query: { satuan_kerja_id?: number; q?: string },
  page: PageRequest,
): Promise<{ items: PegawaiKontrakItem[]; meta: PageMeta }> {
  const scope = await masterScope(db, auth, KONTRAK_MENU);
  const satuanKerjaId = scopedSatuanKerja(scope, query.satuan_kerja_id);
  const { rows, total } = await repo.listPegawai(
    db,
    { kontrak: true, satuanKerjaId, q: query.q },
    page,
  );
  return { items: rows.map(toItem), meta: pageMeta(page, total, rows.length) };
}

/** One contract-staff member. @throws NOT_FOUND (404), FORBIDDEN (403) */
export async function getKontrak(db: DbOrTx, auth: AuthUser, id: number) {
  return toItem(await load(db, await masterScope(db, auth, KONTRAK_MENU), id));
}

/**
 * Adds a contract-staff member; the position is always Tenaga Kontrak.
 * @throws VALIDATION_FAILED (422) for another `jabatan_id` or a unit outside the work unit;
 *   CONFLICT (409) naming `nik`; FORBIDDEN (403).
 */
export async function createKontrak(db: DbOrTx, auth: AuthUser, input: KontrakInput) {
  const scope = await masterScope(db, auth, KONTRAK_MENU);
  await check(db, scope, input);
  const id = await repo
    .insertPegawai(db, toValues(input))
    .catch((error: unknown) => rethrowConstraint(error, uniqueFields));
  return toItem(await load(db, scope, id));
}

/** Changes a contract-staff member. @throws as createKontrak, and NOT_FOUND (404). */
export async function updateKontrak(db: DbOrTx, auth: AuthUser, id: number, input: KontrakInput) {
  const scope = await masterScope(db, auth, KONTRAK_MENU);
  await load(db, scope, id);
  await check(db, scope, input);
  await repo
    .updatePegawai(db, id, toValues(input))
    .catch((error: unknown) => rethrowConstraint(error, uniqueFields));
  return toItem(await load(db, scope, id));
}

/**
 * Deletes a contract-staff member.
 * @throws CONFLICT (409) when still referenced (letters); NOT_FOUND (404); FORBIDDEN (403).
 */
export async function deleteKontrak(db: Db, auth: AuthUser, id: number) {
  const scope = await masterScope(db, auth, KONTRAK_MENU);
  await load(db, scope, id);
  await db
    .transaction(async (tx) => {
      await repo.deletePegawai(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "kontrak_deleted",
        target: { type: "pegawai", id },
      });
    })
    .catch((error: unknown) => rethrowConstraint(error, {}, m.referenced));
}
