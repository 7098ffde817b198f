import { arsipFileRules } from "./arsip/arsip.file-rules";
import type { FileRules } from "./files/files.access";
import { kopSuratFileRules } from "./kop-surat/kop-surat.file-rules";
import { suratFileRules } from "./surat/surat.file-rules";

/**
 * The download rules of every domain whose records own files, gathered here (as routes.ts
 * gathers the routes) so that the files module checks access without importing a domain.
 */
const domains: Partial<FileRules>[] = [kopSuratFileRules, suratFileRules, arsipFileRules];

export const fileRules: FileRules = {
  read: domains.flatMap((d) => d.read ?? []),
  deny: domains.flatMap((d) => d.deny ?? []),
};
