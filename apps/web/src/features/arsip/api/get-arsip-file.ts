import { useQuery } from "@tanstack/react-query";
import { refreshAccessToken } from "../../../lib/api-client";
import { errorFromResponse, networkError } from "../../../lib/api-error";
import { getAuthState } from "../../../lib/auth/auth-store";

async function fetchWithToken(url: string, token: string | null, signal?: AbortSignal) {
  try {
    return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError(error);
  }
}

/**
 * A protected file (an archive item's file, an Excel export) as a Blob: the bearer token cannot
 * ride on an <iframe> or a plain link, so the bytes are fetched and shown or saved from memory.
 * A locked item answers 423, thrown as an ApiError with the server's message.
 */
export async function getProtectedBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAuthState().accessToken;
  let response = await fetchWithToken(url, token, signal);
  if (response.status === 401) {
    const fresh = await refreshAccessToken(token);
    if (fresh) response = await fetchWithToken(url, fresh, signal);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}

export const useArsipFileBlob = (url: string | null) =>
  useQuery({
    queryKey: ["arsip", "file", url],
    queryFn: ({ signal }) => getProtectedBlob(url as string, signal),
    enabled: url !== null,
    retry: false,
    gcTime: 0,
  });

/** Saves a Blob under a name through a temporary link. */
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
