import type { SetAccessInput, UserAccess } from "@lontar/contracts/pengguna";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshPengguna } from "./create-login";
import { getUserAccessQueryOptions } from "./get-user-access";

/** POST /egs/master/users/menu: menus, and status and level, of a user. */
export async function setUserAccess(body: SetAccessInput) {
  return (
    await api.post<{ items: UserAccess & { message: string } }>("/egs/master/users/menu", body)
  ).items;
}

export function useSetUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAccess,
    onSuccess: (_, body) =>
      Promise.all([
        refreshPengguna(queryClient),
        queryClient.invalidateQueries({
          queryKey: getUserAccessQueryOptions(body.peg_nip).queryKey,
        }),
      ]),
  });
}
