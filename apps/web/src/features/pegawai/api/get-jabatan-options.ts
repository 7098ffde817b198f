import type { JabatanListQuery } from "@lontar/contracts/jabatan";
import type { OrgOption } from "@lontar/contracts/pegawai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

type JabatanOptionsParams = Pick<JabatanListQuery, "satuan_kerja_id" | "jenis_jabatan">;

/**
 * GET /egs/pegawai-egs/api/pegawai/get-data/jabatan: positions of a work unit (of one type), in
 * hierarchy order, with their PLT holder. Without params: the key prefix, for invalidation.
 */
export function getJabatanOptionsQueryOptions(params?: JabatanOptionsParams) {
  return queryOptions({
    queryKey: params ? ["pegawai", "jabatan-options", params] : ["pegawai", "jabatan-options"],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: OrgOption[] }>("/egs/pegawai-egs/api/pegawai/get-data/jabatan", {
          query: { ...params },
          signal,
        })
      ).items,
    enabled: params?.satuan_kerja_id !== undefined,
  });
}

export const useJabatanOptions = (params: JabatanOptionsParams) =>
  useQuery(getJabatanOptionsQueryOptions(params));
