import type { JabatanInput, JabatanItem } from "@lontar/contracts/jabatan";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getJabatanNamesQueryOptions } from "./get-jabatan-names";
import { getJabatanTreeQueryOptions, JABATAN_PATH } from "./get-jabatan-tree";

/** POST /egs/pegawai-egs/api/jabatan. */
export async function createJabatan(body: JabatanInput): Promise<JabatanItem> {
  return (await api.post<{ items: JabatanItem }>(JABATAN_PATH, body)).items;
}

/** Reloads the trees and the name lists after a change. */
export const refreshJabatan = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getJabatanTreeQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getJabatanNamesQueryOptions().queryKey }),
  ]);

export function useCreateJabatan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createJabatan, onSuccess: () => refreshJabatan(queryClient) });
}
