import type { Readable } from "node:stream";
import { type ArsipFields, type ArsipItem, arsipFields } from "@lontar/contracts/arsip";
import { FILE_REQUIRED_MESSAGE, type StoredFileInfo } from "@lontar/contracts/files";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { klasifikasi } from "../../db/schema";
import type { MasterScope } from "../../lib/access";
import { notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { findStoredFile } from "../files/files.repository";
import type { FileStorage } from "../files/files.storage";
import {
  ARSIP_MENU,
  arsipScope,
  assertTerbuka,
  assertVisible,
  targetSatuanKerja,
} from "./arsip.access";
import { releaseFile } from "./arsip.files";
import * as repo from "./arsip.repository";
import { assertArsipAction } from "./arsip.rules";
import { toArsipItem } from "./arsip-list.service";
import { findJenisArsip } from "./jenis-arsip.repository";
import { findPenyimpanan } from "./penyimpanan.repository";

const MISSING = "Arsip tidak ditemukan";
/** An uploaded form: its text fields and the file already stored (content-checked). */
export interface ArsipForm {
  fields: Record<string, unknown>;
  file?: StoredFileInfo;
}

/** Parses the fields and checks that type, location and code exist in the item's work unit. */
async function checkFields(
  db: DbOrTx,
  scope: MasterScope,
  auth: AuthUser,
  raw: Record<string, unknown>,
  satuanKerjaId?: number,
): Promise<ArsipFields & { satuanKerjaId: number; klasifikasiId: number | null }> {
  const parsed = arsipFields.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "request");
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw validationFailed(errors);
  }
  const fields = parsed.data;
  const unit = satuanKerjaId ?? targetSatuanKerja(scope, auth, fields.satuan_kerja_id);
  const jenis = await findJenisArsip(db, fields.jenis_arsip);
  if (jenis?.satuanKerjaId !== unit)
    throw validationFailed({ jenis_arsip: ["Jenis arsip tidak ditemukan"] });
  const tempat = await findPenyimpanan(db, fields.penyimpanan);
  if (tempat?.satuanKerjaId !== unit)
    throw validationFailed({ penyimpanan: ["Penyimpanan tidak ditemukan"] });
  let klasifikasiId: number | null = null;
  if (fields.klasifikasi) {
    const [klas] = await db
      .select({ id: klasifikasi.id })
      .from(klasifikasi)
      .where(eq(klasifikasi.kode, fields.klasifikasi));
    if (!klas) throw validationFailed({ klasifikasi: ["Kode klasifikasi tidak ditemukan"] });
    klasifikasiId = klas.id;
  }
  return { ...fields, satuanKerjaId: unit, klasifikasiId };
}

async function getArsip(db: DbOrTx, id: string): Promise<ArsipItem> {
  const row = await repo.findArsip(db, id);
  if (!row) throw notFound(MISSING);
  return toArsipItem(row);
}

/** Runs `work`, forgetting the uploaded file when it fails. */
async function keepingUploadOnSuccess<T>(
  db: Db,
  storage: FileStorage,
  form: ArsipForm,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (form.file) await releaseFile(db, storage, form.file._id);
    throw error;
  }
}

/**
 * Adds an item with its file (PDF or image, already checked by content).
 * @throws FORBIDDEN 403, VALIDATION_FAILED 422 (fields, missing file).
 */
export async function createArsip(
  db: Db,
  storage: FileStorage,
  auth: AuthUser,
  form: ArsipForm,
): Promise<ArsipItem> {
  return keepingUploadOnSuccess(db, storage, form, async () => {
    const scope = await arsipScope(db, auth, ARSIP_MENU.tabel);
    const fields = await checkFields(db, scope, auth, form.fields);
    if (!form.file) throw validationFailed({ file: [FILE_REQUIRED_MESSAGE] });
    const id = newId();
    await repo.insertArsip(db, {
      id,
      satuanKerjaId: fields.satuanKerjaId,
      jenisArsipId: fields.jenis_arsip,
      penyimpananId: fields.penyimpanan,
      klasifikasiId: fields.klasifikasiId,
      noDokumen: fields.no_dokumen,
      tahun: fields.tahun,
      namaArsip: fields.nama_arsip,
      klasifikasiKeamanan: fields.klasifikasi_keamanan ?? "Biasa",
      fileId: form.file._id,
      createdBy: auth.userId,
    });
    return getArsip(db, id);
  });
}

/**
 * Runs a lifecycle action on an item in scope, inside a transaction that holds the row, after
 * checking the action is allowed (arsip.rules.ts). Answers the row as it was.
 * @throws FORBIDDEN 403 (menu), NOT_FOUND 404 (missing, other work unit, wrong list), LOCKED 423.
 */
async function act(
  db: Db,
  auth: AuthUser,
  id: string,
  action: Parameters<typeof assertArsipAction>[1],
  change: (
    tx: DbOrTx,
    row: NonNullable<Awaited<ReturnType<typeof repo.lockArsip>>>,
  ) => Promise<unknown>,
) {
  const scope = await arsipScope(db, auth, ARSIP_MENU.tabel);
  return db.transaction(async (tx) => {
    const row = await repo.lockArsip(tx, id);
    if (!row) throw notFound(MISSING);
    assertVisible(scope, row.satuanKerjaId, MISSING);
    assertTerbuka(row, auth, MISSING);
    assertArsipAction(row, action);
    await change(tx, row);
    return row;
  });
}

/**
 * Changes an item's fields, and its file when a new one is sent (the old one is released).
 * @throws FORBIDDEN 403, NOT_FOUND 404, LOCKED 423, VALIDATION_FAILED 422.
 */
export async function updateArsip(
  db: Db,
  storage: FileStorage,
  auth: AuthUser,
  id: string,
  form: ArsipForm,
): Promise<ArsipItem> {
  const before = await keepingUploadOnSuccess(db, storage, form, async () => {
    const scope = await arsipScope(db, auth, ARSIP_MENU.tabel);
    return act(db, auth, id, "edit", async (tx, row) => {
      const fields = await checkFields(tx, scope, auth, form.fields, row.satuanKerjaId);
      await repo.updateArsipRow(tx, id, {
        jenisArsipId: fields.jenis_arsip,
        penyimpananId: fields.penyimpanan,
        klasifikasiId: fields.klasifikasiId,
        noDokumen: fields.no_dokumen,
        tahun: fields.tahun,
        namaArsip: fields.nama_arsip,
        ...(fields.klasifikasi_keamanan
          ? { klasifikasiKeamanan: fields.klasifikasi_keamanan }
          : {}),
        ...(form.file ? { fileId: form.file._id } : {}),
      });
    });
  });
  if (form.file && before.fileId) await releaseFile(db, storage, before.fileId);
  return getArsip(db, id);
}

/** Moves an item to the trash. @throws FORBIDDEN 403, NOT_FOUND 404, LOCKED 423. */
export async function deleteArsip(db: Db, auth: AuthUser, id: string): Promise<void> {
  await act(db, auth, id, "delete", async (tx) => {
    await repo.updateArsipRow(tx, id, { deletedAt: new Date() });
    await writeAudit(tx, {
      userId: auth.userId,
      action: "arsip_deleted",
      target: { type: "arsip", id },
    });
  });
}

/** Locks or unlocks an active item. @throws FORBIDDEN 403, NOT_FOUND 404. */
export async function toggleArsipLock(db: Db, auth: AuthUser, id: string): Promise<ArsipItem> {
  await act(db, auth, id, "toggle", (tx, row) =>
    repo.updateArsipRow(tx, id, { isLocked: !row.isLocked }),
  );
  return getArsip(db, id);
}

/** Brings an item back from the trash. @throws FORBIDDEN 403, NOT_FOUND 404, LOCKED 423. */
export async function restoreArsip(db: Db, auth: AuthUser, id: string): Promise<ArsipItem> {
  await act(db, auth, id, "restore", (tx) => repo.updateArsipRow(tx, id, { deletedAt: null }));
  return getArsip(db, id);
}

/**
 * Destroys an item of the trash: the row, then its file (bytes too unless shared).
 * @throws FORBIDDEN 403, NOT_FOUND 404, LOCKED 423.
 */
export async function destroyArsip(
  db: Db,
  storage: FileStorage,
  auth: AuthUser,
  id: string,
): Promise<void> {
  const row = await act(db, auth, id, "destroy", async (tx, found) => {
    await repo.deleteArsipRow(tx, id);
    await writeAudit(tx, {
      userId: auth.userId,
      action: "arsip_destroyed",
      target: { type: "arsip", id },
      detail: { file_id: found.fileId },
    });
  });
  if (row.fileId) await releaseFile(db, storage, row.fileId);
}

/**
 * The file of an active, unlocked item in scope.
 * @throws FORBIDDEN 403, NOT_FOUND 404 (also outside scope), LOCKED 423.
 */
export async function openArsipFile(
  db: Db,
  storage: FileStorage,
  auth: AuthUser,
  id: string,
): Promise<{ fileName: string; mime: string; size: number; stream: Readable }> {
  const scope = await arsipScope(db, auth, ARSIP_MENU.tabel);
  const row = await repo.findArsipRow(db, id);
  if (!row) throw notFound(MISSING);
  assertVisible(scope, row.satuanKerjaId, MISSING);
  assertTerbuka(row, auth, MISSING);
  assertArsipAction(row, "view");
  const file = row.fileId ? await findStoredFile(db, row.fileId) : undefined;
  if (!file) throw notFound("File tidak ditemukan");
  try {
    return {
      fileName: file.fileName,
      mime: file.mime,
      size: file.size,
      stream: await storage.get(file.sha256),
    };
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") throw notFound("File tidak ditemukan");
    throw error;
  }
}
