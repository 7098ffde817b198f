import { api } from "../../../lib/api-client";
import { useBerkasMutation } from "./use-berkas-mutation";

/** DELETE egs/berkas/{id}/isi/{isi_id}: takes a record out of an open berkas. */
export const removeIsi = ({ id, isiId }: { id: string; isiId: string }) =>
  api.delete<{ items: { id: string } }>(`/egs/berkas/${id}/isi/${isiId}`);

export const useRemoveIsi = () => useBerkasMutation(removeIsi);
