import type { StoredFileInfo } from "@lontar/contracts/files";
import { api } from "./api-client";

/** POST /api/master/store-file: uploads one file (multipart field `file`). */
export async function storeFile(file: Blob, fileName?: string): Promise<StoredFileInfo> {
  const form = new FormData();
  form.append("file", file, fileName ?? (file instanceof File ? file.name : "file"));
  return (await api.post<{ data: StoredFileInfo }>("/api/master/store-file", form)).data;
}
