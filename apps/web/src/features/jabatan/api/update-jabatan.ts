import type { JabatanInput, JabatanItem } from "@lontar/contracts/jabatan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshJabatan } from "./create-jabatan";
import { JABATAN_PATH } from "./get-jabatan-tree";

/** PUT /egs/pegawai-egs/api/jabatan/{id}. */
export async function updateJabatan({
  id,
  body,
}: {
  id: number;
  body: JabatanInput;
}): Promise<JabatanItem> {
  return (await api.put<{ items: JabatanItem }>(`${JABATAN_PATH}/${id}`, body)).items;
}

export function useUpdateJabatan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateJabatan, onSuccess: () => refreshJabatan(queryClient) });
}
