import type { SpecimenItem } from "@lontar/contracts/esign";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SPECIMEN_PATH, specimensQueryOptions } from "./get-specimens";

/** POST /egs/esign/specimen: a JPEG or PNG signature image (multipart field `file`). */
export async function uploadSpecimen(file: File): Promise<SpecimenItem> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await api.post<{ items: SpecimenItem }>(SPECIMEN_PATH, form)).items;
}

export function useUploadSpecimen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSpecimen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specimensQueryOptions.queryKey }),
  });
}
