import type { FileRules } from "../files/files.access";
import { canReadLetterFile } from "./surat.access";
import { lettersUsingFile } from "./surat.repository";

/** Attachments and softcopy originals of letters follow the letter (DOMAIN.md). */
export const suratFileRules: Partial<FileRules> = {
  read: [(db, auth, file) => canReadLetterFile(db, auth, file.id)],
  // Not even an administrator or the uploader reads a letter's file past the letter's rule.
  deny: [
    async (db, auth, file) =>
      (await lettersUsingFile(db, file.id)).length > 0 &&
      !(await canReadLetterFile(db, auth, file.id)),
  ],
};
