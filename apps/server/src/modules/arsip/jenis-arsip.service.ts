import type {
  CreateJenisArsipRequest,
  JenisArsipItem,
  JenisArsipOption,
  UpdateJenisArsipRequest,
} from "@lontar/contracts/arsip";
import type { PageMeta } from "@lontar/contracts/common";
import type { DbOrTx } from "../../db/client";
import { scopedSatuanKerja } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { pageMeta } from "../../lib/pagination";
import { ARSIP_MENU, arsipScope, assertVisible, targetSatuanKerja } from "./arsip.access";
import * as repo from "./jenis-arsip.repository";

const MISSING = "Jenis arsip tidak ditemukan";
const KODE_TAKEN: Record<string, [string, string]> = {
  jenis_arsip_kode_uq: ["kode", "Kode jenis arsip sudah digunakan"],
};
/** Screens that pick an archive type read the list too. */
const READERS = [ARSIP_MENU.jenisArsip, ARSIP_MENU.tabel, ARSIP_MENU.statistik];

const toItem = (row: repo.JenisArsipRow): JenisArsipItem => ({
  _id: row.id,
  id: row.id,
  satuan_kerja_id: row.satuanKerjaId,
  kode: row.kode,
  nama: row.nama,
});

/**
 * Archive types, paged by code; without `page` all of them (options).
 * @throws FORBIDDEN 403 without an archive menu that uses types.
 */
export async function listJenisArsip(
  db: DbOrTx,
  auth: AuthUser,
  query: { page?: number; per_page: number; q?: string; satuan_kerja_id?: number },
): Promise<{ items: JenisArsipItem[]; meta: PageMeta }> {
  const scope = await arsipScope(db, auth, ...READERS);
  const filter = {
    q: query.q?.trim() || undefined,
    satuanKerjaId: scopedSatuanKerja(scope, query.satuan_kerja_id),
  };
  const page = query.page === undefined ? null : { page: query.page, per_page: query.per_page };
  const { rows, total } = await repo.pageJenisArsip(db, filter, page);
  const meta = pageMeta(page ?? { page: 1, per_page: Math.max(1, total) }, total, rows.length);
  return { items: rows.map(toItem), meta };
}

/** `{_id, nama}` of every type in scope, for selects. */
export async function pluckJenisArsip(
  db: DbOrTx,
  auth: AuthUser,
  satuanKerjaId?: number,
): Promise<JenisArsipOption[]> {
  const scope = await arsipScope(db, auth, ...READERS);
  const { rows } = await repo.pageJenisArsip(
    db,
    { satuanKerjaId: scopedSatuanKerja(scope, satuanKerjaId) },
    null,
  );
  return rows.map((r) => ({ _id: r.id, nama: r.nama }));
}

/** Adds a type to a work unit. @throws FORBIDDEN 403, CONFLICT 409 on `kode`. */
export async function createJenisArsip(
  db: DbOrTx,
  auth: AuthUser,
  body: CreateJenisArsipRequest,
): Promise<JenisArsipItem> {
  const scope = await arsipScope(db, auth, ARSIP_MENU.jenisArsip);
  const satuanKerjaId = targetSatuanKerja(scope, auth, body.satuan_kerja_id);
  try {
    return toItem(
      await repo.insertJenisArsip(db, { satuanKerjaId, kode: body.kode, nama: body.nama }),
    );
  } catch (error) {
    rethrowConstraint(error, KODE_TAKEN);
  }
}

async function scopedRow(db: DbOrTx, auth: AuthUser, id: number) {
  const scope = await arsipScope(db, auth, ARSIP_MENU.jenisArsip);
  const row = await repo.findJenisArsip(db, id);
  if (!row) throw notFound(MISSING);
  assertVisible(scope, row.satuanKerjaId, MISSING);
  return row;
}

/** Changes a type's code and name. @throws FORBIDDEN 403, NOT_FOUND 404, CONFLICT 409. */
export async function updateJenisArsip(
  db: DbOrTx,
  auth: AuthUser,
  id: number,
  body: UpdateJenisArsipRequest,
): Promise<JenisArsipItem> {
  await scopedRow(db, auth, id);
  try {
    const row = await repo.updateJenisArsipRow(db, id, { kode: body.kode, nama: body.nama });
    if (!row) throw notFound(MISSING);
    return toItem(row);
  } catch (error) {
    rethrowConstraint(error, KODE_TAKEN);
  }
}

/** Deletes a type no item uses. @throws FORBIDDEN 403, NOT_FOUND 404, CONFLICT 409. */
export async function deleteJenisArsip(db: DbOrTx, auth: AuthUser, id: number): Promise<void> {
  await scopedRow(db, auth, id);
  if ((await repo.countArsipOfJenis(db, id)) > 0)
    throw conflict("Jenis arsip masih digunakan oleh arsip sehingga tidak dapat dihapus");
  try {
    await db.transaction(async (tx) => {
      await repo.deleteJenisArsipRow(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "jenis_arsip_deleted",
        target: { type: "jenis_arsip", id },
      });
    });
  } catch (error) {
    rethrowConstraint(error, {}, "Jenis arsip masih digunakan sehingga tidak dapat dihapus");
  }
}
