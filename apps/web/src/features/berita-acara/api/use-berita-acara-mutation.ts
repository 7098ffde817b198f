import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BERKAS_QUERY_KEY } from "../../pemberkasan/api/get-berkas-list";
import { BERITA_ACARA_QUERY_KEY } from "./get-berita-acara-list";

/**
 * A Berita Acara call whose success makes the Berita Acara and the berkas out of date (its
 * berkas are proposed, released, or destroyed, moved or handed over).
 */
export function useBeritaAcaraMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BERITA_ACARA_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BERKAS_QUERY_KEY }),
      ]),
  });
}
