/**
 * One refresh at a time for all tabs of this browser. The tabs share the refresh cookie, and
 * the server rotates it on every use; refreshes sent in parallel may be processed out of order
 * (tab A's T0→T1, tab C's T1→T2, then tab B's T0, sent first but queued: reuse, the session
 * ends). So a tab refreshes only while it holds a browser-wide lock, until the answer (and its
 * cookie) arrived, and broadcasts the new access token: tabs that were waiting take it instead
 * of spending the cookie again. A waiter that got nothing (the refreshing tab closed or lost
 * its connection) refreshes itself once the lock is free.
 *
 * The lock is Web Locks where the page is a secure context (HTTPS, localhost); agencies also
 * serve Lontar over plain HTTP on LAN addresses, where a lock entry in localStorage with an
 * expiry takes its place. BroadcastChannel works in both.
 */

export interface LockManagerLike {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export interface TabEnv {
  locks?: LockManagerLike;
  storage?: Storage;
  channel?: () => BroadcastChannel;
  /** Names this tab in the storage lock. */
  id?: string;
}

export const LOCK_NAME = "lontar.refresh";
/** A storage lock left by a tab that died holding it frees itself after this long. */
export const STORAGE_LOCK_MS = 10_000;
/** Time for a concurrent claim of the storage lock by another tab to land before checking. */
const SETTLE_MS = 40;
const POLL_MS = 100;
/** How long the refreshing tab keeps the lock after broadcasting its token. */
const HANDOVER_MS = 30;

type Message = { access_token: string | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The storage lock: `owner until` in one localStorage entry. */
function storageLock(storage: Storage, id: string) {
  const held = () => {
    const [owner, until] = (storage.getItem(LOCK_NAME) ?? "").split(" ");
    return owner && Number(until) > Date.now() ? owner : null;
  };
  const release = () => {
    if (held() === id) storage.removeItem(LOCK_NAME);
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    for (;;) {
      if (held() === null) {
        storage.setItem(LOCK_NAME, `${id} ${Date.now() + STORAGE_LOCK_MS}`);
        await sleep(SETTLE_MS);
        if (held() === id) break;
      } else await sleep(POLL_MS);
    }
    // Like Web Locks: a tab that goes away gives the lock up.
    window.addEventListener("pagehide", release);
    try {
      return await task();
    } finally {
      window.removeEventListener("pagehide", release);
      release();
    }
  };
}

function browserEnv(): TabEnv {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Storage disabled: no lock across tabs (each tab still shares one refresh in itself).
  }
  return {
    locks: (navigator as { locks?: LockManagerLike }).locks,
    storage,
    channel:
      typeof BroadcastChannel === "function" ? () => new BroadcastChannel(LOCK_NAME) : undefined,
  };
}

/**
 * Makes the coordinator of one tab. `refresh` spends the cookie and answers the new access
 * token, or null when the session cannot be renewed (it may throw on a connection failure:
 * nothing is broadcast then).
 */
export function createTabRefresh(env: TabEnv = browserEnv()) {
  const id = env.id ?? Math.random().toString(36).slice(2);
  const locked: <T>(task: () => Promise<T>) => Promise<T> = env.locks
    ? (task) => (env.locks as LockManagerLike).request(LOCK_NAME, task)
    : env.storage
      ? storageLock(env.storage, id)
      : (task) => task();

  return (refresh: () => Promise<string | null>): Promise<string | null> =>
    new Promise((resolve, reject) => {
      const channel = env.channel?.();
      let taken: Message | undefined;
      if (channel) channel.onmessage = (event: MessageEvent<Message>) => (taken ??= event.data);
      locked(async () => {
        if (taken) return resolve(taken.access_token);
        const accessToken = await refresh();
        channel?.postMessage({ access_token: accessToken } satisfies Message);
        resolve(accessToken);
        // The message travels as a task of its own: the waiters get it before the lock.
        await sleep(HANDOVER_MS);
      })
        .catch(reject)
        .finally(() => channel?.close());
    });
}

export const refreshAcrossTabs = createTabRefresh();
