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

const NO_COUNTERS = { persetujuan_count: 0, surat_masuk: 0, konsep: 0, notifCount: 0 };

/** An open live stream that has sent its first counters and then stays quiet. */
export function streamResponse(...events: { event: string; data: unknown }[]): Response {
  const all = events.length ? events : [{ event: "counters", data: NO_COUNTERS }];
  const text = all.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join("");
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
      },
    }),
    { status: 200, headers: { "Content-Type": "text/event-stream" } },
  );
}

/** The shell's background calls (live stream, counters, the bell), unless a test answers them. */
function shellDefault(url: string): Response | null {
  if (url.startsWith("/api/egs/stream")) return streamResponse();
  if (url.startsWith("/egs/notification/count")) return jsonResponse(200, { items: NO_COUNTERS });
  if (url.startsWith("/egs/notification"))
    return jsonResponse(200, {
      items: [],
      meta: { current_page: 1, last_page: 1, from: null, to: null, per_page: 4, total: 0 },
    });
  return null;
}

/** Replaces `fetch` with a handler; the returned mock records every call. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const response = await handler(url, init ?? {});
    return (response.status === 404 && shellDefault(url)) || response;
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

export function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}
