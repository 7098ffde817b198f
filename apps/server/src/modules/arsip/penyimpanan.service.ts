import type {
  CreatePenyimpananRequest,
  PenyimpananNode,
  UpdatePenyimpananRequest,
} from "@lontar/contracts/arsip";
import { createPenyimpananRequest } from "@lontar/contracts/arsip";
import type { PageMeta } from "@lontar/contracts/common";
import type { DbOrTx } from "../../db/client";
import { scopedSatuanKerja } from "../../lib/access";
import { conflict, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { pageMeta } from "../../lib/pagination";
import { ARSIP_MENU, arsipScope, assertVisible, targetSatuanKerja } from "./arsip.access";
import { buildPenyimpananTree } from "./arsip.rules";
import * as repo from "./penyimpanan.repository";

const MISSING = "Penyimpanan tidak ditemukan";
const KODE_TAKEN: Record<string, [string, string]> = {
  arsip_penyimpanan_satker_kode_uq: ["kode", "Kode penyimpanan sudah digunakan"],
};

/**
 * The storage tree, paged over top-level locations; without `page` every location (the
 * archive form's options). `q` keeps the matching locations and the path to them.
 * @throws FORBIDDEN 403 without the Penyimpanan or Tabel Arsip menu.
 */
export async function listPenyimpanan(
  db: DbOrTx,
  auth: AuthUser,
  query: { page?: number; per_page: number; q?: string; satuan_kerja_id?: number },
): Promise<{ items: PenyimpananNode[]; meta: PageMeta }> {
  const scope = await arsipScope(db, auth, ARSIP_MENU.penyimpanan, ARSIP_MENU.tabel);
  const rows = await repo.allPenyimpanan(db, scopedSatuanKerja(scope, query.satuan_kerja_id));
  const roots = buildPenyimpananTree(rows, query.q);
  if (query.page === undefined) {
    const all = { page: 1, per_page: Math.max(1, roots.length) };
    return { items: roots, meta: pageMeta(all, roots.length, roots.length) };
  }
  const start = (query.page - 1) * query.per_page;
  const items = roots.slice(start, start + query.per_page);
  return {
    items,
    meta: pageMeta({ page: query.page, per_page: query.per_page }, roots.length, items.length),
  };
}

function findNode(nodes: PenyimpananNode[], id: number): PenyimpananNode | undefined {
  for (const n of nodes) {
    const found = n.id === id ? n : findNode(n.childs, id);
    if (found) return found;
  }
  return undefined;
}

async function nodeOf(db: DbOrTx, id: number): Promise<PenyimpananNode> {
  const row = await repo.findPenyimpanan(db, id);
  const node =
    row && findNode(buildPenyimpananTree(await repo.allPenyimpanan(db, row.satuanKerjaId)), id);
  if (!node) throw notFound(MISSING);
  return node;
}

/**
 * Adds a location at the top of the work unit's tree, or under `parent` (in the parent's work
 * unit). @throws FORBIDDEN 403, VALIDATION_FAILED 422 (`parent`), CONFLICT 409 on `kode`.
 */
export async function createPenyimpanan(
  db: DbOrTx,
  auth: AuthUser,
  input: CreatePenyimpananRequest,
): Promise<PenyimpananNode> {
  const body = createPenyimpananRequest.parse(input);
  const scope = await arsipScope(db, auth, ARSIP_MENU.penyimpanan);
  let satuanKerjaId: number;
  const parentId = body.parent ?? null;
  if (parentId !== null) {
    const parent = await repo.findPenyimpanan(db, parentId);
    if (!parent || (!scope.all && parent.satuanKerjaId !== scope.satuanKerjaId))
      throw validationFailed({ parent: ["Penyimpanan induk tidak ditemukan"] });
    satuanKerjaId = parent.satuanKerjaId;
  } else {
    satuanKerjaId = targetSatuanKerja(scope, auth, body.satuan_kerja_id);
  }
  try {
    const row = await repo.insertPenyimpanan(db, {
      satuanKerjaId,
      parentId,
      kode: body.kode,
      nama: body.nama,
    });
    return nodeOf(db, row?.id as number);
  } catch (error) {
    rethrowConstraint(error, KODE_TAKEN);
  }
}

async function scopedRow(db: DbOrTx, auth: AuthUser, id: number) {
  const scope = await arsipScope(db, auth, ARSIP_MENU.penyimpanan);
  const row = await repo.findPenyimpanan(db, id);
  if (!row) throw notFound(MISSING);
  assertVisible(scope, row.satuanKerjaId, MISSING);
  return row;
}

/** Changes a location's code and name. @throws FORBIDDEN 403, NOT_FOUND 404, CONFLICT 409. */
export async function updatePenyimpanan(
  db: DbOrTx,
  auth: AuthUser,
  id: number,
  body: UpdatePenyimpananRequest,
): Promise<PenyimpananNode> {
  await scopedRow(db, auth, id);
  try {
    await repo.updatePenyimpananRow(db, id, { kode: body.kode.trim(), nama: body.nama?.trim() });
  } catch (error) {
    rethrowConstraint(error, KODE_TAKEN);
  }
  return nodeOf(db, id);
}

/**
 * Deletes a location nothing is stored in and nothing sits under.
 * @throws FORBIDDEN 403, NOT_FOUND 404, CONFLICT 409.
 */
export async function deletePenyimpanan(db: DbOrTx, auth: AuthUser, id: number): Promise<void> {
  await scopedRow(db, auth, id);
  const use = await repo.countPenyimpananUse(db, id);
  if (use.children > 0)
    throw conflict("Penyimpanan masih memiliki sub-lokasi sehingga tidak dapat dihapus");
  if (use.items > 0)
    throw conflict("Penyimpanan masih digunakan oleh arsip sehingga tidak dapat dihapus");
  try {
    await db.transaction(async (tx) => {
      await repo.deletePenyimpananRow(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "penyimpanan_deleted",
        target: { type: "penyimpanan", id },
      });
    });
  } catch (error) {
    rethrowConstraint(error, {}, "Penyimpanan masih digunakan sehingga tidak dapat dihapus");
  }
}
