import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import { isArchiveFile } from "../arsip/arsip.repository";
import type { AuthUser } from "../auth/auth.service";
import { isLetterheadFile } from "../kop-surat/kop-surat.repository";
import { canReadLetterFile } from "../surat/surat.access";
import { lettersUsingFile } from "../surat/surat.repository";
import type { StoredFileRow } from "./files.repository";

/** Grants a user the download of a file, or says nothing (false) and leaves it to the next rule. */
export type FileReadRule = (db: DbOrTx, auth: AuthUser, file: StoredFileRow) => Promise<boolean>;

const isUploader: FileReadRule = async (_db, auth, file) => file.createdBy === auth.userId;
const isAdministrator: FileReadRule = async (_db, auth) => auth.userLevel === USER_LEVEL.admin;
/** Letters of every work unit carry letterheads, so any signed-in user may read one. */
const isLetterhead: FileReadRule = (db, _auth, file) => isLetterheadFile(db, file.id);

/**
 * Who may download a file: the rules of the records that own files. A module whose records
 * own files (letters, attachments, archive items) adds its rule here, answering true when the
 * user may see the owning record (DOMAIN.md: same authorisation as the record).
 */
/** Attachments and softcopy originals of letters: the letter's readers (DOMAIN.md). */
const isVisibleLetterFile: FileReadRule = (db, auth, file) => canReadLetterFile(db, auth, file.id);

export const fileReadRules: FileReadRule[] = [
  isUploader,
  isAdministrator,
  isLetterhead,
  isVisibleLetterFile,
];

/**
 * Files whose records serve them through their own endpoint with their own checks (an
 * archive item's lock and work unit): never through `/api/files/{id}`, whoever uploaded them.
 */
export const fileDenyRules: FileReadRule[] = [
  (db, _auth, file) => isArchiveFile(db, file.id),
  // A letter's files follow the letter: not even an administrator reads them otherwise.
  async (db, auth, file) =>
    (await lettersUsingFile(db, file.id)).length > 0 &&
    !(await canReadLetterFile(db, auth, file.id)),
];

/** True when no deny rule and one of the read rules lets the user read the file. */
export async function canReadFile(
  db: DbOrTx,
  auth: AuthUser,
  file: StoredFileRow,
): Promise<boolean> {
  for (const rule of fileDenyRules) if (await rule(db, auth, file)) return false;
  for (const rule of fileReadRules) if (await rule(db, auth, file)) return true;
  return false;
}
