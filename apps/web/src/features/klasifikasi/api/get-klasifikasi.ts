import { useQuery } from "@tanstack/react-query";
import {
  type KlasifikasiListParams,
  klasifikasiListQuery,
} from "../../../components/klasifikasi-picker";

/**
 * GET /egs/master/klasifikasi?q&page&per_page=5. The fetcher and its query options live with
 * the shared picker (which the letter form uses too); this is the page's hook.
 */
export function useKlasifikasiList(params: KlasifikasiListParams) {
  return useQuery(klasifikasiListQuery(params));
}
