import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBlob } from "../../../lib/get-blob";

/**
 * An archive item's file as a Blob, loaded afresh each time (never cached: a locked item
 * answers 423, thrown as an ApiError with the server's message).
 */
export const arsipFileQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: ["arsip", "file", url],
    queryFn: ({ signal }) => getBlob(url as string, signal),
    enabled: url !== null,
    retry: false,
    gcTime: 0,
  });

export const useArsipFileBlob = (url: string | null) => useQuery(arsipFileQueryOptions(url));
