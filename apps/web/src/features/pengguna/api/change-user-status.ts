import type { UserStatus } from "@lontar/contracts/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshPengguna } from "./create-login";

/** GET /api/egs/list/pegawai/{nip}/ganti-status?status: deactivates (deletes) or activates a user. */
export async function changeUserStatus({ nip, status }: { nip: string; status: UserStatus }) {
  const response = await api.get<{ data: { status: UserStatus; message: string } }>(
    `/api/egs/list/pegawai/${nip}/ganti-status`,
    { query: { status } },
  );
  return response.data;
}

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: () => refreshPengguna(queryClient),
  });
}
