import type { PageMeta } from "@lontar/contracts/common";
import { MASTER_MENU } from "@lontar/contracts/org";
import {
  unitKerjaMessages as msg,
  type UnitKerjaItem,
  type UnitKerjaNode,
  type UnitKerjaOption,
} from "@lontar/contracts/unit-kerja";
import type { DbOrTx } from "../../db/client";
import { assertInScope, masterScope, scopedSatuanKerja } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import * as repo from "./unit-kerja.repository";
import { buildTree, flattenTree, mapTree, pageOfRoots, pruneTree } from "./unit-kerja.rules";

export const toUnitItem = (row: repo.UnitRow, previous: repo.UnitRow | null): UnitKerjaItem => ({
  id: row.id,
  name: row.name,
  code: row.code,
  satuan_kerja_id: row.satuanKerjaId,
  unit_kerja_parent: row.parentId,
  posisi_unit_kerja_setelah: previous?.id ?? null,
  status: row.status,
});

/** The whole unit tree of a work unit (or of every work unit), in sibling order. */
async function unitTree(db: DbOrTx, satuanKerjaId?: number): Promise<UnitKerjaNode[]> {
  return mapTree(buildTree(await repo.listUnitRows(db, satuanKerjaId)), toUnitItem);
}

export interface UnitTreeQuery extends PageRequest {
  satuan_kerja_id?: number;
  q?: string;
}

/**
 * Master Unit Kerja: the top-level units of a work unit, paged, each with its sub units. A
 * search keeps the matching units with their sub units and the units above them. A menu holder
 * sees only their own work unit.
 * @throws FORBIDDEN (403) without the administrator level or the screen's menu.
 */
export async function listUnitTree(
  db: DbOrTx,
  auth: AuthUser,
  query: UnitTreeQuery,
): Promise<{ items: UnitKerjaNode[]; meta: PageMeta }> {
  const scope = await masterScope(db, auth, MASTER_MENU.unitKerja);
  const satuanKerjaId = scopedSatuanKerja(scope, query.satuan_kerja_id);
  let roots = await unitTree(db, satuanKerjaId);
  if (query.q) {
    const matches = await repo.matchingUnitIds(db, query.q, satuanKerjaId);
    roots = pruneTree(roots, (node) => matches.has(node.id));
  }
  const items = pageOfRoots(roots, query.page, query.per_page);
  return { items, meta: pageMeta(query, roots.length, items.length) };
}

/**
 * The direct sub units of a unit.
 * @throws FORBIDDEN (403) outside the caller's scope, NOT_FOUND (404) for an unknown unit.
 */
export async function listUnitChilds(
  db: DbOrTx,
  auth: AuthUser,
  id: number,
): Promise<UnitKerjaItem[]> {
  const scope = await masterScope(db, auth, MASTER_MENU.unitKerja);
  const unit = await repo.findUnit(db, id);
  if (!unit) throw notFound(msg.notFound);
  assertInScope(scope, unit.satuanKerjaId);
  const rows = await repo.listChildRows(db, id);
  return rows.map((row, i) => toUnitItem(row, rows[i - 1] ?? null));
}

/** The units of a work unit as a flat list in tree order, for selects. */
export async function listUnitOptions(
  db: DbOrTx,
  satuanKerjaId: number,
): Promise<UnitKerjaOption[]> {
  return flattenTree(await unitTree(db, satuanKerjaId)).map((u) => ({
    id: u.id,
    name: u.name,
    code: u.code,
    unit_kerja_parent: u.unit_kerja_parent,
    level: u.level,
  }));
}
