import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BERKAS_QUERY_KEY } from "./get-berkas-list";

/**
 * A berkas call whose success makes every berkas list and detail out of date (a record moved
 * from another open berkas changes that one too).
 */
export function useBerkasMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BERKAS_QUERY_KEY }),
  });
}
