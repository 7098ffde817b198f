import { api } from "../../../lib/api-client";

export interface SoftcopyUploaded {
  originalFile: string;
  url: string;
  name: string;
}

/** POST /egs/mail/pdf: the PDF body of a softcopy letter (PDF only, at most 100 MB). */
export async function uploadSoftcopy(file: File): Promise<SoftcopyUploaded> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await api.post<{ items: SoftcopyUploaded }>("/egs/mail/pdf", form)).items;
}
