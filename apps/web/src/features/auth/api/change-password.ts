import type { ChangePasswordRequest } from "@lontar/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /egs/pegawai-egs/api/user/change-password. */
export async function changePassword(body: ChangePasswordRequest): Promise<string> {
  const response = await api.post<{ items: { message: string } }>(
    "/egs/pegawai-egs/api/user/change-password",
    body,
  );
  return response.items.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
