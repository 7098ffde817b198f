import type { ArsipExportQuery, ArsipPrintView } from "@lontar/contracts/arsip";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

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

/**
 * GET egs/arsip/export/excel: `{ items: { url } }` (spec 02: "For excel, items.url is
 * opened"), a short-lived signed link that works without the bearer token; the browser
 * follows it and saves the .xlsx the server sends as an attachment.
 */
export async function downloadArsipExcel(query: ArsipExportQuery): Promise<void> {
  const { items } = await api.get<{ items: { url: string } }>("/egs/arsip/export/excel", {
    query: { ...query, q: query.q || undefined },
  });
  const link = document.createElement("a");
  link.href = items.url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

export const printViewHref = (query: ArsipExportQuery) =>
  `${query.key === "terhapus" ? "/arsip/list-surat/listArsipDeletedPrintView" : "/arsip/list-surat/listArsipPrintView"}?${toQueryString(query)}`;
