import type { Readable } from "node:stream";
import { ESIGN_MESSAGES, type SpecimenItem } from "@lontar/contracts/esign";
import type { DbOrTx } from "../../db/client";
import { notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { claimFile } from "../files/claim-file";
import { storeUpload } from "../files/files.service";
import type { FileStorage } from "../files/files.storage";
import type { UploadLimits } from "../files/upload-limits";
import {
  deleteSpecimen,
  findSpecimen,
  insertSpecimen,
  listSpecimens,
  type SpecimenRow,
} from "./esign.repository";

/** The signer's specimen signatures (images placed on softcopy letters). */
export const specimenUrl = (id: string) => `/egs/esign/specimen/${id}/image`;

const toSpecimenItem = (row: Pick<SpecimenRow, "id" | "type" | "createdAt">): SpecimenItem => ({
  _id: row.id,
  image: specimenUrl(row.id),
  type: row.type,
  created_at: row.createdAt.toISOString(),
});

export async function mySpecimens(db: DbOrTx, userIds: number[]) {
  return (await listSpecimens(db, userIds)).map(toSpecimenItem);
}

/** Stores a specimen signature: JPEG or PNG only, checked by content. */
export async function addSpecimen(
  db: DbOrTx,
  storage: FileStorage,
  auth: AuthUser,
  upload: { source: Readable | Buffer; fileName?: string; limits?: UploadLimits },
): Promise<SpecimenItem> {
  const file = await storeUpload(db, storage, {
    source: upload.source,
    fileName: upload.fileName,
    userId: auth.userId,
    purpose: "spesimen",
    limits: upload.limits,
  });
  const type: "png" | "jpeg" | null =
    file.mime === "image/png" ? "png" : file.mime === "image/jpeg" ? "jpeg" : null;
  if (!type) throw validationFailed({ file: [ESIGN_MESSAGES.specimenType] });
  const row = { id: newId(), userId: auth.userId, fileId: file._id, type, createdAt: new Date() };
  await claimFile(db, auth, { id: file._id, purpose: "spesimen", field: "file" });
  await insertSpecimen(db, row);
  return toSpecimenItem(row);
}

export async function removeSpecimen(db: DbOrTx, auth: AuthUser, id: string) {
  const row = await findSpecimen(db, id);
  if (!row || row.userId !== auth.userId) throw notFound("Spesimen tidak ditemukan");
  await db.transaction(async (tx) => {
    await deleteSpecimen(tx, id, auth.userId);
    await writeAudit(tx, {
      userId: auth.userId,
      action: "specimen_deleted",
      target: { type: "spesimen", id },
    });
  });
  return toSpecimenItem(row);
}

/** A specimen image: its owner, or anyone who may see a letter it was chosen for, reads it. */
export async function openSpecimen(db: DbOrTx, storage: FileStorage, auth: AuthUser, id: string) {
  const row = await findSpecimen(db, id);
  if (!row || row.userId !== auth.userId) throw notFound("Spesimen tidak ditemukan");
  return {
    mime: row.type === "png" ? "image/png" : "image/jpeg",
    sha256: row.sha256,
    /** Reads the image (not needed for a 304). */
    open: () => storage.get(row.sha256),
  };
}
