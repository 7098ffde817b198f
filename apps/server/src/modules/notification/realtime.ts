import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Db } from "../../db/client";

/** A message on the notification channel: user `u` has a new notification `id`, or new counters. */
export type ChannelMessage = { u: number; id?: string };
type Listener = (message: ChannelMessage) => void;

/** Stops listening. */
type Unlisten = () => Promise<void>;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Listens on a PostgreSQL channel through a connection of its own, reconnecting with backoff
 * when the server goes away (restart, failover), so every instance hears every commit.
 */
function listenPostgres(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: Error) => void,
): Unlisten {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (stopped) return;
    try {
      const c = await pool.connect();
      const lost = (error?: Error) => {
        if (error) onError(error);
        c.removeAllListeners("notification");
        c.release(true);
        if (client === c) client = null;
        schedule();
      };
      c.on("error", lost);
      c.on("notification", (msg) => {
        if (msg.channel === channel && msg.payload) onMessage(msg.payload);
      });
      await c.query(`LISTEN ${channel}`);
      if (stopped) {
        c.release(true);
        return;
      }
      client = c;
      delay = RECONNECT_MIN_MS;
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
    if (c) {
      await c.query(`UNLISTEN ${channel}`).catch(() => undefined);
      c.release(true);
    }
  };
}

/** The embedded database is one process: its own LISTEN hears its own commits. */
function listenPglite(client: PGlite, channel: string, onMessage: (payload: string) => void) {
  const ready = client.listen(channel, onMessage);
  return async () => {
    const unlisten = await ready;
    await unlisten().catch(() => undefined);
  };
}

/**
 * The instance's side of the live streams: listens on the notification channel of the database
 * and hands each message to the streams of the user it names.
 */
export class RealtimeBus {
  private readonly listeners = new Map<number, Set<Listener>>();
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  start(): void {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle keeps the driver's client on `$client`
    const client = (this.db as any).$client as PGlite | pg.Pool;
    const onPayload = (payload: string) => this.dispatch(payload);
    this.unlisten =
      "listen" in client
        ? listenPglite(client, this.channel, onPayload)
        : listenPostgres(client, this.channel, onPayload, this.onError);
  }

  /** Registers a stream of `userId`; returns its removal. */
  subscribe(userId: number, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Streams open on this instance (for tests and health). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  private dispatch(payload: string) {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const set = this.listeners.get(message.u);
    if (!set) return;
    for (const listener of set) listener(message);
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    this.listeners.clear();
  }
}
