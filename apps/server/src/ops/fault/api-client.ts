import { DEMO_PASSWORD } from "@lontar/contracts/auth";

export type ApiResult = { status: number; body: unknown; ms: number };

/**
 * A small HTTP client of the running server: logs each user in once and keeps the token.
 * Network errors (the server killed, the database gone) answer status 0; a request that hangs
 * longer than `timeoutMs` answers status -1, so callers count them instead of crashing.
 */
export function apiClient(baseUrl: string, timeoutMs = 30_000) {
  const tokens = new Map<string, string>();
  async function call(method: string, url: string, body?: unknown, token?: string) {
    const started = performance.now();
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      const res = await fetch(`${baseUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON (a PDF, an HTML page): kept as text.
      }
      return { status: res.status, body: parsed, ms: performance.now() - started };
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      return { status: timedOut ? -1 : 0, body: String(error), ms: performance.now() - started };
    }
  }
  async function login(username: string) {
    const res = await call("POST", "/api/egs/token", { username, password: DEMO_PASSWORD });
    const token = (res.body as { data?: { access_token?: string } })?.data?.access_token;
    if (res.status !== 200 || !token)
      throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.set(username, token);
    return token;
  }
  return {
    login,
    call,
    /** A request as `username` (logged in on first use). */
    async as(username: string, method: string, url: string, body?: unknown): Promise<ApiResult> {
      const token = tokens.get(username) ?? (await login(username));
      return call(method, url, body, token);
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
