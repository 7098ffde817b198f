import type { StoredFileInfo, StoreFilePurpose } from "@lontar/contracts/files";
import { api } from "./api-client";

/**
 * POST /api/master/store-file: uploads one file (multipart field `file`) for one purpose; the
 * server attaches it only to a record of that purpose (a letter attachment when absent).
 */
export async function storeFile(
  file: Blob,
  options: { fileName?: string; purpose?: StoreFilePurpose } = {},
): Promise<StoredFileInfo> {
  const form = new FormData();
  form.append("file", file, options.fileName ?? (file instanceof File ? file.name : "file"));
  const query = options.purpose ? `?purpose=${options.purpose}` : "";
  return (await api.post<{ data: StoredFileInfo }>(`/api/master/store-file${query}`, form)).data;
}
