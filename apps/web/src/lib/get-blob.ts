import { type QueryFilters, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { refreshAccessToken } from "./api-client";
import { errorFromResponse, networkError } from "./api-error";
import { getAuthState } from "./auth/auth-store";

async function fetchWithToken(url: string, token: string | null, signal?: AbortSignal) {
  try {
    return await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError(error);
  }
}

/**
 * GET any URL as a Blob (a stored file, a letter PDF, a specimen image). They need the bearer
 * token, which an <iframe> or <img> cannot send, so the bytes are loaded here and shown through
 * an object URL. The token is sent when there is a session and refreshed once on 401.
 */
export async function getBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAuthState().accessToken;
  let response = await fetchWithToken(url, token, signal);
  if (response.status === 401) {
    const fresh = await refreshAccessToken(token);
    if (fresh) response = await fetchWithToken(url, fresh, signal);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}

const BLOB_QUERY_KEY = ["blob"] as const;

/** The bytes behind `url`, cached by address (null: nothing to load yet). */
export const blobQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: [...BLOB_QUERY_KEY, url],
    queryFn: ({ signal }) => getBlob(url as string, signal),
    enabled: url !== null,
    staleTime: 5 * 60_000,
  });

/** The cached bytes of every address starting with `prefix` (a letter's PDFs, say). */
export const blobsUnder = (prefix: string): QueryFilters => ({
  queryKey: BLOB_QUERY_KEY,
  predicate: ({ queryKey }) => String(queryKey[BLOB_QUERY_KEY.length]).startsWith(prefix),
});

/** The bytes behind `url` (null: nothing to load yet). */
export const useBlob = (url: string | null) => useQuery(blobQueryOptions(url));

/** An object URL for `blob` while it is shown; revoked when the blob changes or on unmount. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads a file behind the bearer token (an attachment, an export). */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await getBlob(url), fileName);
}

/**
 * Opens a PDF behind the bearer token in a new tab, where the browser's viewer prints it. The
 * tab is opened before the bytes arrive, while the click still counts as the user's.
 */
export async function openPdf(url: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const blob = await getBlob(url);
    const href = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
