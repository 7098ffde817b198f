import type { AddIsiRequest, BerkasIsiItem } from "@lontar/contracts/berkas";
import { api } from "../../../lib/api-client";
import { useBerkasMutation } from "./use-berkas-mutation";

/**
 * POST egs/berkas/{id}/isi: files a letter ({surat_id}) or an archive item ({arsip_id}) in the
 * berkas, moving it from another open one; refused when it sits in a closed one.
 */
export const addIsi = async ({ id, body }: { id: string; body: AddIsiRequest }) =>
  (await api.post<{ items: BerkasIsiItem }>(`/egs/berkas/${id}/isi`, body)).items;

export const useAddIsi = () => useBerkasMutation(addIsi);
