import type { StoredFileInfo } from "@lontar/contracts/files";
import { api } from "../../../lib/api-client";

/** POST api/master/store-file: uploads one attachment (multipart field `file`). */
export async function storeFile(file: File): Promise<StoredFileInfo> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await api.post<{ data: StoredFileInfo }>("/api/master/store-file", form)).data;
}
