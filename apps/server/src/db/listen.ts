import type pg from "pg";
import { type Db, driverOf, sessionConnection } from "./client";
import type { PgliteThread } from "./pglite-thread";

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  /** A lost connection (logged by the caller); listening resumes by itself. */
  onError?: (error: Error) => void;
  /**
   * `true` once LISTEN is in place, `false` when the connection is lost: notices sent while
   * down are never heard, so whoever trusts them to stay fresh must not trust them then.
   */
  onState?: (listening: boolean) => void;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Listens on a PostgreSQL channel through a connection of its own, reconnecting with backoff
 * when the server goes away (restart, failover), so every instance hears every commit.
 */
function listenPostgres(pool: pg.Pool, channel: string, handlers: ListenHandlers): Unlisten {
  const { onMessage, onError = () => undefined, onState = () => undefined } = handlers;
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  // A connection the server cuts after we ended it still emits 'error'.
  const released = new WeakSet<pg.Client>();
  const drop = (c: pg.Client) => {
    if (released.has(c)) return;
    released.add(c);
    void c.end().catch(() => undefined);
  };

  const connect = async () => {
    if (stopped) return;
    try {
      // Not a pooled connection: it is held for as long as the server listens.
      const c = sessionConnection(pool);
      const lost = (error?: Error) => {
        // Stopped already (the connection was ended here): nothing to log or resume.
        if (released.has(c)) return;
        if (error) onError(error);
        c.removeAllListeners("notification");
        drop(c);
        if (client === c) {
          client = null;
          onState(false);
        }
        schedule();
      };
      c.on("error", lost);
      c.on("notification", (msg) => {
        if (msg.channel === channel && msg.payload) onMessage(msg.payload);
      });
      await c.connect().catch((error: Error) => {
        drop(c);
        throw error;
      });
      await c.query(`LISTEN ${channel}`);
      if (stopped) {
        drop(c);
        return;
      }
      client = c;
      delay = RECONNECT_MIN_MS;
      onState(true);
    } catch (error) {
      onError(error as Error);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    onState(false);
    if (c) {
      await c.query(`UNLISTEN ${channel}`).catch(() => undefined);
      drop(c);
    }
  };
}

/** The embedded database is one process: its own LISTEN hears its own commits. */
function listenPglite(client: PgliteThread, channel: string, handlers: ListenHandlers): Unlisten {
  const { onState = () => undefined } = handlers;
  let stopped = false;
  const ready = client.listen(channel, handlers.onMessage).then((unlisten) => {
    if (!stopped) onState(true);
    return unlisten;
  });
  return async () => {
    stopped = true;
    onState(false);
    const unlisten = await ready;
    await unlisten().catch(() => undefined);
  };
}

/** LISTEN on `channel` of the app's database, PostgreSQL or PGlite. */
export function listen(db: Db, channel: string, handlers: ListenHandlers): Unlisten {
  const client = driverOf(db);
  return "listen" in client
    ? listenPglite(client, channel, handlers)
    : listenPostgres(client, channel, handlers);
}
