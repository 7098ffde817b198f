import type { TokenPair } from "@lontar/contracts/auth";
import { errorFromResponse, networkError, toApiError } from "./api-error";
import { getAuthState, setNetworkError, setTokens, setUnauthorized } from "./auth/auth-store";

type QueryValue = string | number | boolean | null | undefined;

/** `page` and `per_page` of a paged list call (the server's `pageQuery`, not in the contracts). */
export interface PageParams {
  page?: number;
  per_page?: number;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Attach the session's bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  /** Use this bearer token instead of the session's; a 401 is then thrown as is. */
  token?: string;
  /** Set the unauthorized flag when a 401 survives the refresh (default true). */
  flagUnauthorized?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

async function send(url: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(error);
  }
}

let refreshing: Promise<string | null> | null = null;

/**
 * The refresh token travels only in its HttpOnly cookie. The JSON body is what the server
 * asks of a cookie-authenticated call (a cross-site form cannot send one).
 */
async function spendCookie(): Promise<string | null> {
  const response = await send("/api/egs/token/refresh", { method: "POST", body: {} }, null);
  if (response.status === 400 || response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw await errorFromResponse(response);
  return ((await response.json()) as { data: TokenPair }).data.access_token;
}

/** The tabs' turn-taking is loaded on the first refresh, off the login page's budget. */
async function requestNewTokens(): Promise<string | null> {
  const { refreshAcrossTabs } = await import("./auth/refresh-across-tabs");
  const accessToken = await refreshAcrossTabs(spendCookie);
  if (accessToken) setTokens({ access_token: accessToken });
  return accessToken;
}

/**
 * Gets a fresh access token after `failedToken` was refused (null: there is none yet).
 * Concurrent callers in this tab share one refresh call, and the tabs of this browser take
 * turns (auth/refresh-across-tabs.ts): parallel refreshes with the shared cookie could reach
 * the server out of order and end the session as reuse. Resolves to null when the session
 * cannot be renewed.
 */
export function refreshAccessToken(failedToken: string | null): Promise<string | null> {
  if (refreshing) return refreshing;
  const { accessToken } = getAuthState();
  if (accessToken && accessToken !== failedToken) return Promise.resolve(accessToken);
  refreshing = requestNewTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function execute(url: string, options: RequestOptions): Promise<Response> {
  const useSession = options.auth !== false && options.token === undefined;
  const token = options.token ?? (useSession ? getAuthState().accessToken : null);
  let response = await send(url, options, token);
  if (response.status !== 401 || !useSession) return response;

  const fresh = await refreshAccessToken(token);
  if (fresh) response = await send(url, options, fresh);
  if ((!fresh || response.status === 401) && options.flagUnauthorized !== false) {
    setUnauthorized(true);
  }
  return response;
}

/** Sends one call to the server and returns its parsed JSON; throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const response = await execute(buildUrl(path, options.query), options);
    if (!response.ok) throw await errorFromResponse(response);
    return await parseBody<T>(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    const apiError = toApiError(error);
    // A list that cannot load shows the overlay's Close variant (spec 02 §8).
    const isLoad =
      (options.method ?? "GET") === "GET" && options.auth !== false && options.token === undefined;
    if (apiError.kind === "network" && isLoad) setNetworkError(apiError.message);
    throw apiError;
  }
}

type BodyOptions = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
