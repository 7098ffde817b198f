import type { StoredFileInfo } from "@lontar/contracts/files";
import type { KopSuratItem } from "@lontar/contracts/kop-surat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { KOP_SURAT_QUERY_KEY } from "./get-kop-surat-list";

/** PATCH /egs/master/kop-surat/{id}: the body is the store-file answer. */
export async function attachKopSuratFile(args: {
  id: string;
  file: StoredFileInfo;
}): Promise<KopSuratItem> {
  return (await api.patch<{ items: KopSuratItem }>(`/egs/master/kop-surat/${args.id}`, args.file))
    .items;
}

export function useAttachKopSuratFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachKopSuratFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KOP_SURAT_QUERY_KEY }),
  });
}
