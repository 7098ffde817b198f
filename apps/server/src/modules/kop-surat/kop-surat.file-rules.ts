import type { FileRules } from "../files/files.access";
import { isLetterheadFile } from "./kop-surat.repository";

/** Letters of every work unit carry letterheads, so any signed-in user may read one. */
export const kopSuratFileRules: Partial<FileRules> = {
  read: [(db, _auth, file) => isLetterheadFile(db, file.id)],
};
