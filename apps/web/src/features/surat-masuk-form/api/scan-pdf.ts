import type { StoredFileInfo } from "@lontar/contracts/files";
import { api } from "../../../lib/api-client";

/**
 * POST egs/scan-pdf: the scanned pages (JPEG/PNG, in page order, repeated `file` parts) become
 * one stored PDF, whose `_id` the letter carries as `scan`.
 */
export async function scanToPdf(pages: File[]): Promise<StoredFileInfo> {
  const form = new FormData();
  for (const page of pages) form.append("file", page, page.name);
  return (await api.post<{ items: StoredFileInfo }>("/egs/scan-pdf", form)).items;
}
