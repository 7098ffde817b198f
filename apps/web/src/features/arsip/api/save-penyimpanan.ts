import type {
  CreatePenyimpananRequest,
  PenyimpananNode,
  UpdatePenyimpananRequest,
} from "@lontar/contracts/arsip";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { PENYIMPANAN_QUERY_KEY } from "./get-penyimpanan";

/** POST /egs/master/arsip/penyimpanan, or PUT …/{id} when an id is given. */
export async function savePenyimpanan(args: {
  id?: number;
  body: CreatePenyimpananRequest | UpdatePenyimpananRequest;
}): Promise<PenyimpananNode> {
  const url = "/egs/master/arsip/penyimpanan";
  const answer = args.id
    ? await api.put<{ items: PenyimpananNode }>(`${url}/${args.id}`, args.body)
    : await api.post<{ items: PenyimpananNode }>(url, args.body);
  return answer.items;
}

/** DELETE /egs/master/arsip/penyimpanan/{id}. */
export const deletePenyimpanan = (id: number) => api.delete(`/egs/master/arsip/penyimpanan/${id}`);

export function useSavePenyimpanan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePenyimpanan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENYIMPANAN_QUERY_KEY }),
  });
}

export function useDeletePenyimpanan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePenyimpanan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENYIMPANAN_QUERY_KEY }),
  });
}
