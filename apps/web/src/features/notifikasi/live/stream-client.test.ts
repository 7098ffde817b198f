import { describe, expect, it, vi } from "vitest";
import { backoffDelay, connectStream, parseEvents, type StreamMessage } from "./stream-client";

const encoder = new TextEncoder();

/** A streamed response whose body yields these chunks, then stays open or ends. */
function streamOf(chunks: string[], { end = false } = {}) {
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        if (end) controller.close();
      },
    }),
    { status: 200, headers: { "Content-Type": "text/event-stream" } },
  );
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe("parseEvents", () => {
  it("splits complete events, skips comments, joins data lines and keeps the unfinished rest", () => {
    const { messages, rest } = parseEvents(
      'retry: 3000\n\n: ping\n\nevent: counters\ndata: {"a":1}\n\nevent: x\ndata: one\ndata: two\n\nevent: notif',
    );
    expect(messages).toEqual([
      { event: "counters", data: '{"a":1}' },
      { event: "x", data: "one\ntwo" },
    ]);
    expect(rest).toBe("event: notif");
  });
});

describe("backoffDelay", () => {
  it("doubles from one second up to thirty, with a quarter of jitter either way", () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(750);
    expect(backoffDelay(0, () => 1)).toBe(1250);
  });
});

describe("connectStream", () => {
  it("sends the bearer token, reports up and hands over every event, even split across chunks", async () => {
    const messages: StreamMessage[] = [];
    const statuses: string[] = [];
    const fetchImpl = vi.fn(async () =>
      streamOf(['event: counters\ndata: {"n"', ":1}\n\nevent: notification\ndata: {}\n\n"]),
    );
    const stop = connectStream({
      url: "/api/egs/stream",
      getToken: () => "tok",
      refresh: async () => null,
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
      onUnauthorized: () => undefined,
      fetchImpl,
    });
    await until(() => messages.length === 2);
    expect(messages.map((m) => m.event)).toEqual(["counters", "notification"]);
    expect(statuses).toEqual(["up"]);
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer tok");
    stop();
  });

  it("renews the token after a 401 and connects with the new one", async () => {
    const tokens: string[] = [];
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? "";
      tokens.push(auth);
      return auth === "Bearer old" ? new Response(null, { status: 401 }) : streamOf([]);
    });
    const statuses: string[] = [];
    const stop = connectStream({
      url: "/s",
      getToken: () => "old",
      refresh: async () => "new",
      onMessage: () => undefined,
      onStatus: (s) => statuses.push(s),
      onUnauthorized: () => undefined,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await until(() => statuses.includes("up"));
    expect(tokens).toEqual(["Bearer old", "Bearer new"]);
    stop();
  });

  it("stops for good when the session cannot be renewed", async () => {
    const onUnauthorized = vi.fn();
    const fetchImpl = vi.fn(async () => new Response(null, { status: 401 }));
    connectStream({
      url: "/s",
      getToken: () => "old",
      refresh: async () => null,
      onMessage: () => undefined,
      onStatus: () => undefined,
      onUnauthorized,
      fetchImpl,
      delay: () => 0,
    });
    await until(() => onUnauthorized.mock.calls.length === 1);
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("goes down when the connection fails or ends, and comes back up on reconnecting", async () => {
    const statuses: string[] = [];
    let call = 0;
    const fetchImpl = vi.fn(async () => {
      call += 1;
      if (call === 1) throw new TypeError("Failed to fetch");
      if (call === 2) return streamOf([], { end: true });
      return streamOf([]);
    });
    const delays: number[] = [];
    const stop = connectStream({
      url: "/s",
      getToken: () => "tok",
      refresh: async () => null,
      onMessage: () => undefined,
      onStatus: (s) => statuses.push(s),
      onUnauthorized: () => undefined,
      fetchImpl,
      delay: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    await until(() => call === 3 && statuses.at(-1) === "up");
    expect(statuses).toEqual(["down", "up", "down", "up"]);
    // The attempt count starts again after a successful connection.
    expect(delays).toEqual([0, 0]);
    stop();
  });
});
