import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/pegawai-egs/api/user/reset-password/{nip}: a new password, answered once. */
export async function resetPassword(nip: string): Promise<string> {
  const response = await api.get<{ items: { password: string } }>(
    `/egs/pegawai-egs/api/user/reset-password/${nip}`,
  );
  return response.items.password;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
