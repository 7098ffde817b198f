import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../../lib/auth-user";
import type { StoredFileRow } from "./files.repository";

/** Grants a user the download of a file, or says nothing (false) and leaves it to the next rule. */
export type FileReadRule = (db: DbOrTx, auth: AuthUser, file: StoredFileRow) => Promise<boolean>;

/**
 * Who may download a file through `/api/files/{id}`: the records that own files say it, each
 * domain with its own rules (DOMAIN.md: a file has the same authorisation as its record). The
 * domains give them (modules/file-rules.ts) and this module never imports a domain.
 * - `read`: answers true when the user may see the record that owns the file;
 * - `deny`: answers true for a file that must not be served here, whoever asks (its record
 *   serves it through its own endpoint, or the user may not see that record).
 */
export type FileRules = { read: FileReadRule[]; deny: FileReadRule[] };

const isUploader: FileReadRule = async (_db, auth, file) => file.createdBy === auth.userId;
const isAdministrator: FileReadRule = async (_db, auth) => auth.userLevel === USER_LEVEL.admin;

/** True when no deny rule and one of the read rules (the uploader, an administrator, a
 * domain's) lets the user read the file. */
export async function canReadFile(
  db: DbOrTx,
  auth: AuthUser,
  file: StoredFileRow,
  rules: FileRules,
): Promise<boolean> {
  for (const rule of rules.deny) if (await rule(db, auth, file)) return false;
  for (const rule of [isUploader, isAdministrator, ...rules.read])
    if (await rule(db, auth, file)) return true;
  return false;
}
