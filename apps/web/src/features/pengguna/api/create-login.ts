import type { CreatedLogin, CreateLoginInput } from "@lontar/contracts/pengguna";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getPenggunaListQueryOptions, USERS_PATH } from "./get-pengguna-list";

/** POST /egs/master/users: a login for an employee; the generated password comes once. */
export async function createLogin(body: CreateLoginInput): Promise<CreatedLogin> {
  return (await api.post<{ items: CreatedLogin }>(USERS_PATH, body)).items;
}

export const refreshPengguna = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getPenggunaListQueryOptions().queryKey });

export function useCreateLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLogin, onSuccess: () => refreshPengguna(queryClient) });
}
