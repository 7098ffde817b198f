import type { PageMeta } from "@lontar/contracts/common";
import {
  type JabatanItem,
  type JabatanNode,
  JENIS_JABATAN,
  type JenisJabatan,
  type JenisJabatanOption,
} from "@lontar/contracts/jabatan";
import { MASTER_MENU } from "@lontar/contracts/org";
import type { DbOrTx } from "../../db/client";
import { masterScope, scopedSatuanKerja } from "../../lib/access";
import type { AuthUser } from "../../lib/auth-user";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import kepegawaian from "../../seed/data/kepegawaian.json" with { type: "json" };
import { buildTree, mapTree, pageOfRoots, pruneTree } from "../unit-kerja/unit-kerja.rules";
import * as repo from "./jabatan.repository";
import { jabatanNameOptions } from "./jabatan.rules";

/** Eselon codes of the national civil-service rules, "I.a" … "V.a". */
export const ESELON: readonly string[] = kepegawaian.eselon;

export const toJabatanItem = (row: repo.JabatanRow): JabatanItem => ({
  id: row.id,
  name: row.name,
  code: row.code,
  jenis_jabatan: row.jenisJabatan,
  unit_kerja_id: row.unitKerjaId,
  unit_kerja_nama: row.unitKerjaNama,
  satuan_kerja_id: row.satuanKerjaId,
  eselon: row.eselon,
  parent_id: row.parentId,
  status: row.status,
});

export interface JabatanTreeQuery extends PageRequest {
  satuan_kerja_id?: number;
  jenis_jabatan?: JenisJabatan;
  q?: string;
}

/**
 * Master Jabatan: the top positions, paged, each with its subordinates. A search or a type keeps
 * the matching positions with their subordinates and the superiors above them. A menu holder
 * sees only their own work unit.
 * @throws FORBIDDEN (403) without the administrator level or the screen's menu.
 */
export async function listJabatanTree(
  db: DbOrTx,
  auth: AuthUser,
  query: JabatanTreeQuery,
): Promise<{ items: JabatanNode[]; meta: PageMeta }> {
  const scope = await masterScope(db, auth, MASTER_MENU.jabatan);
  const satuanKerjaId = scopedSatuanKerja(scope, query.satuan_kerja_id);
  let roots: JabatanNode[] = mapTree(
    buildTree(await repo.listJabatanRows(db, satuanKerjaId)),
    toJabatanItem,
  );
  if (query.q || query.jenis_jabatan) {
    const filter = { q: query.q, jenis: query.jenis_jabatan, satuanKerjaId };
    const matches = await repo.matchingJabatanIds(db, filter);
    roots = pruneTree(roots, (node) => matches.has(node.id));
  }
  const items = pageOfRoots(roots, query.page, query.per_page);
  return { items, meta: pageMeta(query, roots.length, items.length) };
}

/** The three position types with their names (kepegawaian reference data). */
export const listJenisJabatan = (): JenisJabatanOption[] =>
  kepegawaian.jenis_jabatan
    .filter((j) => (JENIS_JABATAN as readonly string[]).includes(j.kode))
    .map((j) => ({ kode: j.kode as JenisJabatan, nama: j.nama }));

/** Names to choose from for a type: common functional names and those already in use. */
export async function listJabatanNames(db: DbOrTx, jenis: JenisJabatan): Promise<string[]> {
  return jabatanNameOptions(jenis, await repo.jabatanNamesInUse(db, jenis));
}
