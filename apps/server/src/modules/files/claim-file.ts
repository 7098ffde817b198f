import type { FilePurpose } from "@lontar/contracts/files";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { storedFile } from "../../db/schema";
import { validationFailed } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import type { StoredFileRow } from "./files.repository";

export const FILE_CLAIM_MESSAGE = "File tidak ditemukan, unggah ulang file";

export interface ClaimRequest {
  /** The stored file's id, as the client sent it. */
  id: string;
  /** The purpose it must have been uploaded for. */
  purpose: FilePurpose;
  /** The request field a refusal names, and its message. */
  field: string;
  message?: string;
}

/**
 * Takes an upload for a record: only its uploader may, only for the purpose it was uploaded
 * for, and only once (a file another record holds is never attached again). Call it inside
 * the transaction that attaches the file, so a rollback leaves the upload free again.
 * Any other id (unknown, somebody else's, of another purpose, already attached) is refused
 * alike, so the answer says nothing about files the user may not read.
 * @throws VALIDATION_FAILED 422 on `field`.
 */
export async function claimFile(
  db: DbOrTx,
  auth: AuthUser,
  claim: ClaimRequest,
): Promise<StoredFileRow> {
  const [row] = await db
    .update(storedFile)
    .set({ attachedAt: new Date() })
    .where(claimable(auth, claim))
    .returning();
  if (!row) throw refused(claim);
  return row;
}

/**
 * The file claimFile would take, without taking it yet (to check its content before the
 * transaction that claims it). @throws VALIDATION_FAILED 422 on `field`.
 */
export async function findClaimableFile(
  db: DbOrTx,
  auth: AuthUser,
  claim: ClaimRequest,
): Promise<StoredFileRow> {
  const [row] = await db.select().from(storedFile).where(claimable(auth, claim)).limit(1);
  if (!row) throw refused(claim);
  return row;
}

const claimable = (auth: AuthUser, claim: ClaimRequest) =>
  and(
    eq(storedFile.id, claim.id),
    eq(storedFile.createdBy, auth.userId),
    eq(storedFile.purpose, claim.purpose),
    isNull(storedFile.attachedAt),
  );

const refused = (claim: ClaimRequest) =>
  validationFailed({ [claim.field]: [claim.message ?? FILE_CLAIM_MESSAGE] });
