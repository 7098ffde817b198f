import { afterEach, describe, expect, it } from "vitest";
import {
  createTabRefresh,
  LOCK_NAME,
  type LockManagerLike,
  STORAGE_LOCK_MS,
} from "./refresh-across-tabs";

/** Web Locks of one browser: one holder at a time, in order of request. */
function fakeLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, task: () => Promise<T>) {
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * The server's refresh chain seen from the browser: each call spends the cookie in force when
 * it was sent and answers later; calls that overlap are what ended sessions as reuse.
 */
function fakeServer(delayMs = 20) {
  let cookie = 0;
  let inFlight = 0;
  const seen = { calls: 0, maxInFlight: 0, presented: [] as number[] };
  const refresh = async () => {
    const presented = cookie;
    seen.calls += 1;
    seen.presented.push(presented);
    inFlight += 1;
    seen.maxInFlight = Math.max(seen.maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    inFlight -= 1;
    cookie = presented + 1;
    return `access-${cookie}`;
  };
  return { refresh, seen };
}

const channel = () => new BroadcastChannel(LOCK_NAME);

afterEach(() => window.localStorage.clear());

describe.each([
  ["Web Locks", () => ({ locks: fakeLocks() })],
  ["the localStorage lock (plain HTTP)", () => ({ storage: window.localStorage })],
])("tabs refreshing together with %s", (_name, lockEnv) => {
  it("send one refresh; the waiting tabs take its token", async () => {
    const shared = lockEnv();
    const server = fakeServer();
    const tabs = Array.from({ length: 5 }, (_, i) =>
      createTabRefresh({ ...shared, channel, id: `tab-${i}` }),
    );
    const tokens = await Promise.all(tabs.map((tab) => tab(server.refresh)));
    expect(server.seen.calls).toBe(1);
    expect(tokens).toEqual(Array(5).fill("access-1"));
  });

  it("never overlap: each refresh presents the cookie the previous one set", async () => {
    const shared = lockEnv();
    const server = fakeServer();
    // Without a channel nobody can take another's token: every tab refreshes, one by one.
    const tabs = Array.from({ length: 4 }, (_, i) => createTabRefresh({ ...shared, id: `t${i}` }));
    await Promise.all(tabs.map((tab) => tab(server.refresh)));
    expect(server.seen.maxInFlight).toBe(1);
    expect(server.seen.presented).toEqual([0, 1, 2, 3]);
  });

  it("a waiting tab refreshes itself when the refreshing tab's call failed", async () => {
    const shared = lockEnv();
    const server = fakeServer();
    const first = createTabRefresh({ ...shared, channel, id: "a" });
    const second = createTabRefresh({ ...shared, channel, id: "b" });
    const failing = first(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error("Network Error");
    });
    const waiting = second(server.refresh);
    await expect(failing).rejects.toThrow("Network Error");
    expect(await waiting).toBe("access-1");
    expect(server.seen.calls).toBe(1);
  });

  it("a session that cannot be renewed ends in the waiting tabs too, without a call", async () => {
    const shared = lockEnv();
    const server = fakeServer();
    const first = createTabRefresh({ ...shared, channel, id: "a" });
    const second = createTabRefresh({ ...shared, channel, id: "b" });
    const refused = first(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return null;
    });
    expect(await Promise.all([refused, second(server.refresh)])).toEqual([null, null]);
    expect(server.seen.calls).toBe(0);
  });
});

describe("the localStorage lock", () => {
  it("of a tab that died holding it frees itself after its expiry", async () => {
    window.localStorage.setItem(LOCK_NAME, `gone ${Date.now() + 150}`);
    const server = fakeServer(1);
    const tab = createTabRefresh({ storage: window.localStorage, id: "alive" });
    const started = Date.now();
    expect(await tab(server.refresh)).toBe("access-1");
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(STORAGE_LOCK_MS);
    // Released once the token had time to reach the other tabs.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(window.localStorage.getItem(LOCK_NAME)).toBeNull();
  });

  it("is given up when the tab goes away mid-refresh", async () => {
    const tab = createTabRefresh({ storage: window.localStorage, id: "leaving" });
    let finish: (token: string) => void = () => undefined;
    const pending = tab(() => new Promise<string>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(window.localStorage.getItem(LOCK_NAME)).toMatch(/^leaving /);
    window.dispatchEvent(new Event("pagehide"));
    expect(window.localStorage.getItem(LOCK_NAME)).toBeNull();
    finish("access-x");
    expect(await pending).toBe("access-x");
  });
});
