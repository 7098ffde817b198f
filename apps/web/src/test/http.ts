import { vi } from "vitest";

/** A JSON answer as the server would send it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function errorResponse(status: number, message: string, code = "ERROR", errors?: object) {
  return jsonResponse(status, {
    diagnostic: { status, code, message },
    ...(errors ? { errors } : {}),
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces `fetch` with a handler; the returned mock records every call. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal("fetch", mock);
  return mock;
}

export function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}
