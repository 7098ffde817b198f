import type { SpecimenItem } from "@lontar/contracts/esign";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SPECIMEN_PATH, specimensQueryOptions } from "./get-specimens";

/** DELETE /egs/esign/specimen/{id}. */
export async function deleteSpecimen(id: string): Promise<SpecimenItem> {
  return (await api.delete<{ items: SpecimenItem }>(`${SPECIMEN_PATH}/${id}`)).items;
}

export function useDeleteSpecimen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecimen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specimensQueryOptions.queryKey }),
  });
}
