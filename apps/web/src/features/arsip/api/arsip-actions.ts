import type { ArsipFields, ArsipItem } from "@lontar/contracts/arsip";
import type { KlasifikasiChoice } from "@lontar/contracts/klasifikasi";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ARSIP_QUERY_KEY } from "./get-arsip-list";

/**
 * The values of the archive form: the contract's fields, the classification as the picker
 * hands it back (its code is sent), and `file`, only sent when one was chosen.
 */
export type ArsipFormValues = Omit<ArsipFields, "klasifikasi"> & {
  klasifikasi?: KlasifikasiChoice | null;
  file?: File | null;
};

/** POST egs/arsip, or PUT egs/arsip/{id}: multipart, text fields before the file. */
export async function saveArsip(args: {
  id?: string;
  values: ArsipFormValues;
}): Promise<ArsipItem> {
  const { file, klasifikasi, ...fields } = args.values;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.append(name, String(value));
  form.append("klasifikasi", klasifikasi?.kode ?? "");
  if (file) form.append("file", file, file.name);
  const answer = args.id
    ? await api.put<{ items: ArsipItem }>(`/egs/arsip/${args.id}`, form)
    : await api.post<{ items: ArsipItem }>("/egs/arsip", form);
  return answer.items;
}

/** DELETE egs/arsip/{id}: to the trash. */
export const deleteArsip = (id: string) => api.delete(`/egs/arsip/${id}`);
/** GET egs/arsip/{id}/toggle: lock or unlock. */
export const toggleArsip = (id: string) => api.get<{ items: ArsipItem }>(`/egs/arsip/${id}/toggle`);
/** GET egs/arsip/deleted/{id}/restore. */
export const restoreArsip = (id: string) => api.get(`/egs/arsip/deleted/${id}/restore`);
/** DELETE egs/arsip/deleted/{id}/destroy: the item and its file, for good. */
export const destroyArsip = (id: string) => api.delete(`/egs/arsip/deleted/${id}/destroy`);

function useArsipMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARSIP_QUERY_KEY }),
  });
}

export const useSaveArsip = () => useArsipMutation(saveArsip);
export const useDeleteArsip = () => useArsipMutation(deleteArsip);
export const useToggleArsip = () => useArsipMutation(toggleArsip);
export const useRestoreArsip = () => useArsipMutation(restoreArsip);
export const useDestroyArsip = () => useArsipMutation(destroyArsip);
