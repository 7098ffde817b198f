import type { PageMeta } from "@lontar/contracts/common";
import type {
  CreateKlasifikasiRequest,
  KlasifikasiNode,
  UpdateKlasifikasiRequest,
} from "@lontar/contracts/klasifikasi";
import type { DbOrTx } from "../../db/client";
import { masterScope } from "../../lib/access";
import { conflict, forbidden, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import * as repo from "./klasifikasi.repository";
import { buildTree, kodeRuleError, retensiColumns } from "./klasifikasi.rules";

export const KLASIFIKASI_MENU = "/manajemen-master/klasifikasi";

const KODE_TAKEN: Record<string, [string, string]> = {
  klasifikasi_kode_uq: ["kode", "Kode klasifikasi sudah digunakan"],
};

/**
 * Classification codes are national, so only administrators change them; a holder of the
 * Klasifikasi menu who is not an administrator may read them like everybody else.
 * @throws FORBIDDEN 403.
 */
async function assertWriter(db: DbOrTx, auth: AuthUser): Promise<void> {
  const scope = await masterScope(db, auth, KLASIFIKASI_MENU);
  if (!scope.all) throw forbidden("Kode klasifikasi hanya dapat diubah oleh administrator.");
}

/**
 * Why a code cannot be deleted, or null. Every record that refers to a classification code
 * adds its check here (letters will: `mail.klasifikasi_id`).
 */
export async function klasifikasiInUse(db: DbOrTx, id: number): Promise<string | null> {
  if ((await repo.countChildren(db, id)) > 0)
    return "Kode klasifikasi masih memiliki sub-kode sehingga tidak dapat dihapus";
  return null;
}

/**
 * The tree, paged over root codes. With `q`, the codes whose code or name contains it and
 * their ancestors (so the tree shows where they sit), paged over the roots above them.
 */
export async function listKlasifikasi(
  db: DbOrTx,
  query: PageRequest & { q?: string },
): Promise<{ items: KlasifikasiNode[]; meta: PageMeta }> {
  const q = query.q?.trim() || undefined;
  const { roots, total } = await repo.pageRoots(db, q, query);
  const rootIds = roots.map((r) => r.id);
  const items = buildTree(await repo.subtreeRows(db, rootIds, q), rootIds);
  return { items, meta: pageMeta(query, total, roots.length) };
}

async function nodeWithSubtree(db: DbOrTx, id: number): Promise<KlasifikasiNode> {
  const [node] = buildTree(await repo.subtreeRows(db, [id]), [id]);
  if (!node) throw notFound("Kode klasifikasi tidak ditemukan");
  return node;
}

/**
 * Adds a code under `parent` (or a root code).
 * @throws FORBIDDEN 403, VALIDATION_FAILED 422 (`parent`, `kode`), CONFLICT 409 on `kode`.
 */
export async function createKlasifikasi(
  db: DbOrTx,
  auth: AuthUser,
  body: CreateKlasifikasiRequest,
): Promise<KlasifikasiNode> {
  await assertWriter(db, auth);
  const parentId = body.parent ?? null;
  const parent = parentId === null ? undefined : await repo.findKlasifikasi(db, parentId);
  if (parentId !== null && !parent)
    throw validationFailed({ parent: ["Kode induk tidak ditemukan"] });
  const kodeError = kodeRuleError(body.kode, parent?.kode ?? null);
  if (kodeError) throw validationFailed({ kode: [kodeError] });
  try {
    const row = await repo.insertKlasifikasi(db, {
      parentId,
      kode: body.kode,
      nama: body.nama,
      ...retensiColumns(body.retensi),
    });
    return buildTree([row], [row.id])[0] as KlasifikasiNode;
  } catch (error) {
    rethrowConstraint(error, KODE_TAKEN);
  }
}

/**
 * Changes a code's code, name and retention. A new code must still follow its parent's; the
 * codes under it take the new prefix in the same transaction.
 * @throws FORBIDDEN 403, NOT_FOUND 404, VALIDATION_FAILED 422 (`id`, `kode`), CONFLICT 409 on `kode`.
 */
export async function updateKlasifikasi(
  db: DbOrTx,
  auth: AuthUser,
  id: number,
  body: UpdateKlasifikasiRequest,
): Promise<KlasifikasiNode> {
  await assertWriter(db, auth);
  if (body.id !== undefined && body.id !== id)
    throw validationFailed({ id: ["id tidak sama dengan alamat"] });
  const row = await repo.findKlasifikasi(db, id);
  if (!row) throw notFound("Kode klasifikasi tidak ditemukan");
  const parent = row.parentId === null ? undefined : await repo.findKlasifikasi(db, row.parentId);
  const kodeError = kodeRuleError(body.kode, parent?.kode ?? null);
  if (kodeError) throw validationFailed({ kode: [kodeError] });
  try {
    await db.transaction(async (tx) => {
      await repo.updateKlasifikasiRow(tx, id, {
        kode: body.kode,
        nama: body.nama,
        ...retensiColumns(body.retensi),
      });
      if (body.kode !== row.kode) await repo.renameDescendants(tx, row.kode, body.kode);
    });
  } catch (error) {
    rethrowConstraint(error, KODE_TAKEN);
  }
  return nodeWithSubtree(db, id);
}

/**
 * Deletes a code nothing refers to.
 * @throws FORBIDDEN 403, NOT_FOUND 404, CONFLICT 409 (sub-codes or records still use it).
 */
export async function deleteKlasifikasi(db: DbOrTx, auth: AuthUser, id: number): Promise<void> {
  await assertWriter(db, auth);
  if (!(await repo.findKlasifikasi(db, id))) throw notFound("Kode klasifikasi tidak ditemukan");
  const inUse = await klasifikasiInUse(db, id);
  if (inUse) throw conflict(inUse);
  try {
    await db.transaction(async (tx) => {
      await repo.deleteKlasifikasiRow(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "klasifikasi_deleted",
        target: { type: "klasifikasi", id },
      });
    });
  } catch (error) {
    rethrowConstraint(error, {}, "Kode klasifikasi masih digunakan sehingga tidak dapat dihapus");
  }
}
