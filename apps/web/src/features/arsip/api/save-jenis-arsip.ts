import type {
  CreateJenisArsipRequest,
  JenisArsipItem,
  UpdateJenisArsipRequest,
} from "@lontar/contracts/arsip";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { JENIS_ARSIP_QUERY_KEY } from "./get-jenis-arsip";

/** POST /egs/master/arsip/jenis-arsip, or PUT …/{id} when an id is given. */
export async function saveJenisArsip(args: {
  id?: number;
  body: CreateJenisArsipRequest | UpdateJenisArsipRequest;
}): Promise<JenisArsipItem> {
  const url = "/egs/master/arsip/jenis-arsip";
  const answer = args.id
    ? await api.put<{ items: JenisArsipItem }>(`${url}/${args.id}`, args.body)
    : await api.post<{ items: JenisArsipItem }>(url, args.body);
  return answer.items;
}

/** DELETE /egs/master/arsip/jenis-arsip/{id}. */
export const deleteJenisArsip = (id: number) => api.delete(`/egs/master/arsip/jenis-arsip/${id}`);

export function useSaveJenisArsip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJenisArsip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JENIS_ARSIP_QUERY_KEY }),
  });
}

export function useDeleteJenisArsip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJenisArsip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JENIS_ARSIP_QUERY_KEY }),
  });
}
