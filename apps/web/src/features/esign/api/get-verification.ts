import type { VerificationResult } from "@lontar/contracts/esign";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";

/** GET /egs/public/verify/{id}; null when no signed document has that id (404). */
export async function getVerification(
  id: string,
  signal?: AbortSignal,
): Promise<VerificationResult | null> {
  try {
    const path = `/egs/public/verify/${encodeURIComponent(id)}`;
    return (await api.get<{ items: VerificationResult }>(path, { auth: false, signal })).items;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getVerificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["esign", "verify", id],
    queryFn: ({ signal }) => getVerification(id, signal),
  });

export const useVerification = (id: string | undefined) =>
  useQuery({ ...getVerificationQueryOptions(id ?? ""), enabled: id !== undefined });
