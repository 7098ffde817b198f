import type { FileRules } from "../files/files.access";
import { isArsipFile } from "./arsip.repository";

/**
 * An archive item's files are served by the archive's own endpoint, with its lock and work
 * unit checks: never through `/api/files/{id}`, whoever uploaded them.
 */
export const arsipFileRules: Partial<FileRules> = {
  deny: [(db, _auth, file) => isArsipFile(db, file.id)],
};
