import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { showBanner } from "./banner-store";

/** Client errors (4xx) will not change on a retry; a dropped connection might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * A failed load shows the status banner, except a 401 (the overlay handles it) and a
 * lost connection (the overlay's Close variant handles it).
 */
function reportQueryError(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401 || error.kind === "network") return;
  showBanner({ type: "error", message: error.message, status: error.status });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportQueryError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let active: QueryClient | null = null;

/** The query cache of the mounted app (AppProviders sets it), for route loaders that prefetch. */
export const activeQueryClient = (): QueryClient | null => active;

export function setActiveQueryClient(client: QueryClient): void {
  active = client;
}
