import { useQuery } from "@tanstack/react-query";
import { refreshAccessToken } from "../../../lib/api-client";
import { errorFromResponse, networkError } from "../../../lib/api-error";
import { getAuthState } from "../../../lib/auth/auth-store";

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
 * GET /api/files/{id} as a Blob. Files need the bearer token, which an <iframe> or <img> cannot
 * send, so the viewer loads the bytes and shows them through an object URL.
 */
export async function getFileBlob(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAuthState().accessToken;
  let response = await fetchWithToken(fileUrl, token, signal);
  if (response.status === 401) {
    const fresh = await refreshAccessToken(token);
    if (fresh) response = await fetchWithToken(fileUrl, fresh, signal);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}

export function useFileBlob(fileUrl: string | null) {
  return useQuery({
    queryKey: ["files", fileUrl],
    queryFn: ({ signal }) => getFileBlob(fileUrl as string, signal),
    enabled: fileUrl !== null,
    staleTime: 5 * 60_000,
  });
}
