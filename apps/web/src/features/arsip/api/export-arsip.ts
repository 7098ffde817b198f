import type { ArsipExportQuery, ArsipPrintView } from "@lontar/contracts/arsip";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getBlob, saveBlob } from "../../../lib/get-blob";

/** GET egs/arsip/export/pdf: the print view's data. */
export const arsipPrintQuery = (query: ArsipExportQuery) =>
  queryOptions({
    queryKey: ["arsip", "print", query],
    queryFn: ({ signal }) =>
      api.get<{ items: ArsipPrintView }>("/egs/arsip/export/pdf", {
        query: { ...query, q: query.q || undefined },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useArsipPrint = (query: ArsipExportQuery) => useQuery(arsipPrintQuery(query));

const toQueryString = (query: ArsipExportQuery) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** GET egs/arsip/export/excel with the bearer token, saved through a temporary link. */
export async function downloadArsipExcel(query: ArsipExportQuery): Promise<void> {
  const blob = await getBlob(`/egs/arsip/export/excel?${toQueryString(query)}`);
  saveBlob(blob, `arsip-${query.key ?? "aktif"}.xlsx`);
}

export const printViewHref = (query: ArsipExportQuery) =>
  `${query.key === "terhapus" ? "/arsip/list-surat/listArsipDeletedPrintView" : "/arsip/list-surat/listArsipPrintView"}?${toQueryString(query)}`;
