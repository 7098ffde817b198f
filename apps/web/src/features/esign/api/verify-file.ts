import type { VerificationResult } from "@lontar/contracts/esign";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /egs/public/verify: checks the signature of an uploaded PDF (multipart field `file`). */
export async function verifyFile(file: File): Promise<VerificationResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (
    await api.post<{ items: VerificationResult }>("/egs/public/verify", form, { auth: false })
  ).items;
}

export function useVerifyFile() {
  return useMutation({ mutationFn: verifyFile });
}
