import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

/**
 * The embedded PostgreSQL run on a worker thread (pglite-worker.mjs), seen from the server's
 * thread as the part of PGlite's client the server uses: `query`, `exec`, `transaction`,
 * `listen`, `dumpDataDir` and `close`.
 *
 * PGlite on the server's own thread stopped the HTTP server for as long as each statement ran:
 * under an agency's day of load, requests waited for the database, and the database for the
 * server's JSON, on one core of two. Drizzle and the listeners take this object for the client.
 */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Reply = { resolve(value: unknown): void; reject(error: unknown): void };

/** A worker's error as data (see `errorData` in the worker), an Error again. */
function errorFrom(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  if (typeof data.stack === "string") error.stack = data.stack;
  return error;
}

type SentOptions = { rowMode?: "array" | "object"; raw: number[] };

/** Options already checked: Drizzle passes the same object with every call of a query. */
const sentOptions = new WeakMap<QueryOptions, SentOptions>();

/**
 * Drizzle's parsers keep dates and times as the text PostgreSQL wrote: a function cannot
 * cross threads, so those are sent as the OIDs they apply to, each checked to be the identity.
 */
function optionsToSend(options?: QueryOptions): SentOptions | undefined {
  if (!options) return undefined;
  const checked = sentOptions.get(options);
  if (checked) return checked;
  const { rowMode, parsers, ...rest } = options;
  if (Object.keys(rest).length > 0)
    throw new Error(`PGlite thread: query options ${Object.keys(rest).join(", ")} not supported`);
  const raw = Object.entries(parsers ?? {}).map(([oid, parse]) => {
    if (parse("2026-01-01 00:00:00", Number(oid)) !== "2026-01-01 00:00:00")
      throw new Error(`PGlite thread: only parsers that keep the text are supported (${oid})`);
    return Number(oid);
  });
  const sent = { rowMode, raw };
  sentOptions.set(options, sent);
  return sent;
}

/**
 * Statement texts sent again and again (what `prepared` in prepared-together.ts names on
 * PostgreSQL): the thread parses and plans each once, then binds and executes it.
 */
const preparedTexts = new Set<string>();

/** Marks a statement's text as one to prepare once in the embedded database. */
export function prepareInPglite(text: string) {
  preparedTexts.add(text);
}

/** A query message: the statement, its values, and whether the thread keeps it prepared. */
const queryMessage = (sql: string, params?: unknown[], options?: QueryOptions) => ({
  op: "query",
  sql,
  params,
  options: optionsToSend(options),
  prepared: preparedTexts.has(sql),
});

export class PgliteThread {
  private readonly replies = new Map<number, Reply>();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private lastCall = 0;
  private failure: Error | null = null;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message) => this.received(message));
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => this.fail(new Error(`PGlite thread ended (exit code ${code})`)));
    // Idle, the thread does not keep the process alive (as PGlite on the main thread does not);
    // a call in flight does (`call`).
    worker.unref();
  }

  /** Starts the thread and opens the database in it: `dataDir` on disk, `load` a dump. */
  static async open(options: { dataDir?: string; load?: Blob }): Promise<PgliteThread> {
    const load = options.load ? await options.load.arrayBuffer() : undefined;
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: { dataDir: options.dataDir, load },
      transferList: load ? [load] : [],
      // Plain JavaScript: none of the parent's loader flags (tsx in development).
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const ready = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off("error", reject);
        worker.off("message", ready);
        resolve();
      };
      worker.on("message", ready);
      worker.once("error", reject);
    });
    return new PgliteThread(worker);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call(queryMessage(sql, params, options)) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: "exec", sql }) as Promise<Results[]>;
  }

  /**
   * Runs `fn` in a transaction: committed when it returns, rolled back when it throws (or calls
   * `rollback`). The database runs nothing else meanwhile, as PGlite's own transaction.
   */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: "begin" })) as number;
    let closed = false;
    const tx: ThreadTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.call({ ...queryMessage(sql, params, options), tx: id }) as Promise<Results<R>>,
      exec: (sql: string) => this.call({ op: "exec", tx: id, sql }) as Promise<Results[]>,
      rollback: async () => {
        closed = true;
        await this.call({ op: "rollback", tx: id });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: "rollback", tx: id }).catch(() => undefined);
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: "commit", tx: id });
    }
    return result;
  }

  /** LISTEN on `channel`: `callback` hears each payload; the answer stops it. */
  async listen(channel: string, callback: (payload: string) => void) {
    let callbacks = this.channels.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.channels.set(channel, callbacks);
    }
    callbacks.add(callback);
    await this.call({ op: "listen", channel });
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.channels.get(channel) !== callbacks) return;
      this.channels.delete(channel);
      await this.call({ op: "unlisten", channel });
    };
  }

  /** The data directory as a tarball (see PGlite's `dumpDataDir`). */
  async dumpDataDir(compression?: "auto" | "gzip" | "none"): Promise<File> {
    const { buffer, name, type } = (await this.call({ op: "dump", compression })) as {
      buffer: ArrayBuffer;
      name: string;
      type: string;
    };
    return new File([buffer], name, { type });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      if (!this.failure) await this.call({ op: "close" });
    } finally {
      this.closed = true;
      await this.worker.terminate();
      // A call the thread did not answer before it ended fails, rather than waiting forever.
      for (const reply of this.replies.values()) reply.reject(new Error("PGlite is closed"));
      this.replies.clear();
    }
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error("PGlite is closed"));
    const id = ++this.lastCall;
    return new Promise((resolve, reject) => {
      if (this.replies.size === 0) this.worker.ref();
      this.replies.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private received(message: {
    id?: number;
    result?: unknown;
    error?: Record<string, unknown>;
    notice?: string;
    payload?: string;
  }) {
    if (message.notice !== undefined) {
      for (const callback of this.channels.get(message.notice) ?? [])
        callback(message.payload ?? "");
      return;
    }
    if (message.id === undefined) return;
    const reply = this.replies.get(message.id);
    if (!reply) return;
    this.replies.delete(message.id);
    if (this.replies.size === 0) this.worker.unref();
    if (message.error) reply.reject(errorFrom(message.error));
    else reply.resolve(message.result);
  }

  /** The thread died: every call waiting and every call after fails with why. */
  private fail(error: Error) {
    if (this.closed) return;
    this.failure ??= error;
    for (const reply of this.replies.values()) reply.reject(this.failure);
    this.replies.clear();
  }
}
