import type { SoftcopyUpload } from "@lontar/contracts/esign";
import { api } from "../../../lib/api-client";

/** POST /egs/mail/pdf: the PDF body of a softcopy letter (PDF only, at most 100 MB). */
export async function uploadSoftcopy(file: File): Promise<SoftcopyUpload> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await api.post<{ items: SoftcopyUpload }>("/egs/mail/pdf", form)).items;
}
