/** One parsed Server-Sent Event. */
export interface StreamMessage {
  event: string;
  data: string;
}

/** Splits a growing text buffer into complete events; answers them and the unfinished rest. */
export function parseEvents(buffer: string): { messages: StreamMessage[]; rest: string } {
  const messages: StreamMessage[] = [];
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length) messages.push({ event, data: data.join("\n") });
  }
  return { messages, rest };
}

/** Waits before reconnect attempt `n` (0-based): 1 s, 2 s, 4 s … at most 30 s, with jitter. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface StreamOptions {
  url: string;
  /** The current access token (null: signed out; the stream stops). */
  getToken: () => string | null;
  /** Renews the access token after a 401; null when the session cannot be renewed. */
  refresh: (failed: string | null) => Promise<string | null>;
  onMessage: (message: StreamMessage) => void;
  /** `up` once connected, `down` while reconnecting after a failure. */
  onStatus: (status: "up" | "down") => void;
  /** The session is over (401 after a refresh): stop for good. */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
  delay?: (attempt: number) => number;
}

/**
 * Keeps one authenticated SSE connection open (fetch with a bearer header, since EventSource
 * cannot send one), reconnecting with backoff. Returns the function that stops it.
 */
export function connectStream(options: StreamOptions): () => void {
  const doFetch = options.fetchImpl ?? fetch;
  const delay = options.delay ?? backoffDelay;
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;

  const retry = () => {
    if (stopped) return;
    options.onStatus("down");
    timer = setTimeout(run, delay(attempt));
    attempt += 1;
  };

  async function open(token: string | null): Promise<Response> {
    controller = new AbortController();
    return doFetch(options.url, {
      headers: { Accept: "text/event-stream", Authorization: `Bearer ${token ?? ""}` },
      signal: controller.signal,
      cache: "no-store",
    });
  }

  async function run() {
    timer = null;
    let token = options.getToken();
    if (stopped || !token) return;
    try {
      let response = await open(token);
      if (response.status === 401) {
        token = await options.refresh(token);
        if (!token) {
          options.onUnauthorized();
          return;
        }
        response = await open(token);
        if (response.status === 401) {
          options.onUnauthorized();
          return;
        }
      }
      if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
      attempt = 0;
      options.onStatus("up");
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const parsed = parseEvents(buffer);
        buffer = parsed.rest;
        for (const message of parsed.messages) options.onMessage(message);
      }
      retry();
    } catch {
      retry();
    }
  }

  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
