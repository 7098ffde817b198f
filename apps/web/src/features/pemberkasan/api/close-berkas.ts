import type { BerkasItem, CloseBerkasRequest } from "@lontar/contracts/berkas";
import { api } from "../../../lib/api-client";
import { useBerkasMutation } from "./use-berkas-mutation";

/**
 * POST egs/berkas/{id}/tutup: closes the berkas; its kurun waktu ends on the latest record's
 * day unless `kurun_waktu_selesai` says otherwise, and its active retention starts.
 */
export const closeBerkas = async ({ id, body = {} }: { id: string; body?: CloseBerkasRequest }) =>
  (await api.post<{ items: BerkasItem }>(`/egs/berkas/${id}/tutup`, body)).items;

export const useCloseBerkas = () => useBerkasMutation(closeBerkas);
