import type { PageMeta } from "@lontar/contracts/common";
import { fileUrl, UPLOAD_MIME_TYPES } from "@lontar/contracts/files";
import type {
  AttachKopSuratFileRequest,
  CreateKopSuratRequest,
  KopSuratItem,
  SetKertasRequest,
} from "@lontar/contracts/kop-surat";
import type { Db, DbOrTx } from "../../db/client";
import { assertInScope, type MasterScope, masterScope, scopedSatuanKerja } from "../../lib/access";
import { notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { newId } from "../../lib/ids";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import { claimFile } from "../files/claim-file";
import * as repo from "./kop-surat.repository";

export const KOP_SURAT_MENU = "/manajemen-master/kop-surat";

const toItem = (row: repo.KopSuratRow): KopSuratItem => ({
  _id: row.id,
  satuan_kerja_id: row.satuanKerjaId,
  satuan_kerja_nama: row.satuanKerjaNama,
  kode_skpd: row.kodeSkpd,
  file:
    row.fileId && row.fileName && row.mime
      ? [
          {
            _id: row.fileId,
            file_url: fileUrl(row.fileId),
            file_name: row.fileName,
            mime: row.mime,
          },
        ]
      : [],
  ukuran_kertas: row.ukuranKertas,
});

/** The letterhead in the caller's scope. @throws NOT_FOUND 404, FORBIDDEN 403. */
async function scopedKopSurat(db: DbOrTx, scope: MasterScope, id: string) {
  const row = await repo.findKopSurat(db, id);
  if (!row) throw notFound("Kop surat tidak ditemukan");
  assertInScope(scope, row.satuanKerjaId);
  return row;
}

/**
 * Letterheads, paged: all work units for administrators, the own one for a holder of the
 * Kop Surat menu. `q` matches the work unit's name or code.
 * @throws FORBIDDEN 403 for users without the menu.
 */
export async function listKopSurat(
  db: DbOrTx,
  auth: AuthUser,
  query: PageRequest & { q?: string },
): Promise<{ items: KopSuratItem[]; meta: PageMeta }> {
  const scope = await masterScope(db, auth, KOP_SURAT_MENU);
  const { rows, total } = await repo.pageKopSurat(
    db,
    { q: query.q?.trim() || undefined, satuanKerjaId: scopedSatuanKerja(scope) },
    query,
  );
  return { items: rows.map(toItem), meta: pageMeta(query, total, rows.length) };
}

/** One letterhead. @throws NOT_FOUND 404, FORBIDDEN 403 (menu or work unit). */
export async function getKopSurat(db: DbOrTx, auth: AuthUser, id: string): Promise<KopSuratItem> {
  const scope = await masterScope(db, auth, KOP_SURAT_MENU);
  return toItem(await scopedKopSurat(db, scope, id));
}

/**
 * Adds the location (work unit) of a letterhead, still without a file.
 * @throws VALIDATION_FAILED 422 (unknown work unit), FORBIDDEN 403 (another work unit),
 *   CONFLICT 409 on `kode_skpd` when the work unit already has one.
 */
export async function createKopSurat(
  db: DbOrTx,
  auth: AuthUser,
  body: CreateKopSuratRequest,
): Promise<KopSuratItem> {
  const scope = await masterScope(db, auth, KOP_SURAT_MENU);
  const sk = await repo.findSatuanKerjaByKode(db, body.kode_skpd);
  if (!sk) throw validationFailed({ kode_skpd: ["Satuan kerja tidak ditemukan"] });
  assertInScope(scope, sk.id);
  const id = newId();
  try {
    await repo.insertKopSurat(db, { id, satuanKerjaId: sk.id });
  } catch (error) {
    rethrowConstraint(error, {
      kop_surat_satuan_kerja_id_unique: ["kode_skpd", "Kop surat satuan kerja ini sudah ada"],
    });
  }
  return getKopSurat(db, auth, id);
}

/**
 * Attaches an uploaded file (the `store-file` answer, `purpose=kop-surat`) as the letterhead.
 * The caller must be its uploader, administrators too: every letter of the work unit shows the
 * letterhead and any signed-in user may download it, so any other file (a letter's
 * attachment, a scan, an archive file) would be read past its own rules. A file already
 * attached elsewhere is refused alike; re-sending the current one changes nothing.
 * @throws NOT_FOUND 404, FORBIDDEN 403, VALIDATION_FAILED 422 on `_id`.
 */
export async function attachKopSuratFile(
  db: Db,
  auth: AuthUser,
  id: string,
  body: AttachKopSuratFileRequest,
): Promise<KopSuratItem> {
  const scope = await masterScope(db, auth, KOP_SURAT_MENU);
  const current = await scopedKopSurat(db, scope, id);
  if (current.fileId === body._id) return toItem(current);
  await db.transaction(async (tx) => {
    const file = await claimFile(tx, auth, { id: body._id, purpose: "kop-surat", field: "_id" });
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.mime))
      throw validationFailed({ _id: ["File harus berupa PDF atau gambar (PNG/JPEG)"] });
    await repo.setKopSuratFile(tx, id, file.id);
  });
  return getKopSurat(db, auth, id);
}

/** Sets the paper (A4 or F4) the work unit's letters render on. @throws NOT_FOUND, FORBIDDEN. */
export async function setKopSuratKertas(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
  body: SetKertasRequest,
): Promise<KopSuratItem> {
  const scope = await masterScope(db, auth, KOP_SURAT_MENU);
  await scopedKopSurat(db, scope, id);
  await repo.setKopSuratKertas(db, id, body.ukuran_kertas);
  return getKopSurat(db, auth, id);
}

/** Removes a letterhead (its file stays stored). @throws NOT_FOUND 404, FORBIDDEN 403. */
export async function deleteKopSurat(db: DbOrTx, auth: AuthUser, id: string): Promise<void> {
  const scope = await masterScope(db, auth, KOP_SURAT_MENU);
  await scopedKopSurat(db, scope, id);
  try {
    await db.transaction(async (tx) => {
      await repo.deleteKopSuratRow(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "kop_surat_deleted",
        target: { type: "kop_surat", id },
      });
    });
  } catch (error) {
    rethrowConstraint(error, {});
  }
}

/**
 * The letterhead file of a work unit for the letter PDF, or null when it has none.
 * No authorisation: callers render letters the user may already see.
 */
export async function letterheadOf(
  db: DbOrTx,
  satuanKerjaId: number,
): Promise<{ fileId: string; mime: string } | null> {
  const row = await repo.findKopSuratOfSatuanKerja(db, satuanKerjaId);
  return row?.fileId && row.mime ? { fileId: row.fileId, mime: row.mime } : null;
}
