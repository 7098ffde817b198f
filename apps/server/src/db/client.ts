import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./pglite-lock";
import { PgliteThread } from "./pglite-thread";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `fn` under a lock held across the deployment: instances starting together on one
   * PostgreSQL migrate and seed one after another instead of racing.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock key of the startup work (any fixed number no other code uses). */
const STARTUP_LOCK = 7_404_281;

/**
 * A connection outside the pools, set up as theirs, for what holds one for a whole session
 * (LISTEN, the startup lock). Taken from the transactions' pool it would shrink that pool for
 * as long as the server runs, and with a pool of one the startup would wait on itself.
 */
export function sessionConnection(pool: pg.Pool): pg.Client {
  return new pg.Client(pool.options);
}

/** Holds a session advisory lock on a connection of its own while `fn` runs on the pools. */
async function withAdvisoryLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = sessionConnection(pool);
  // Cut mid-way, the server drops the lock with the session; `fn` goes on.
  client.on("error", (error) => console.error("PostgreSQL startup lock:", error.message));
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    try {
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      /** Connections for lone statements (most reads). */
      poolSize?: number;
      /** Connections for transactions, held from `begin` to `commit`. */
      transactionPoolSize?: number;
      /** An idle connection dropped by the server (restart, failover); the pool reconnects. */
      onIdleError?: (error: Error) => void;
    }
  /** `dataDir` on disk, `memory` for a throwaway database, or `load` a dumped data directory. */
  | { kind: "pglite"; dataDir?: string; load?: Blob };

/**
 * Connections each pool opens at most, when not given. On two cores, 8 lone-statement
 * connections answered the letter detail at 1,309 requests/s, p95 49 ms (50 clients), and 20
 * at 1,075 requests/s, p95 62 ms: past about four per core, more backends running at once
 * only take CPU from each other and from this server (README, "Connections").
 */
export const DEFAULT_POOL_SIZE = 8;
export const DEFAULT_TRANSACTION_POOL_SIZE = 8;

/** Opens PostgreSQL (node-postgres pool) or the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const connection = {
      connectionString: options.url,
      // Every statement here reads a page of rows by an index. Where the planner misjudged how
      // many rows a search's words and keys match (42,067 estimated, 412 read), it started two
      // parallel workers and compiled the plan: 48 ms instead of 5. Requests already run side
      // by side, so neither pays off. Sent as each connection opens; behind PgBouncer, which
      // refuses `options` unless told to ignore it, set both on the database instead (README).
      options: "-c jit=off -c max_parallel_workers_per_gather=0",
    };
    // Transactions check out a connection of `pool` (LISTEN and the startup lock open their own,
    // `sessionConnection`); drizzle sends
    // every lone statement with `pool.query`, which goes to `statements`. A transaction can
    // hold its connection while a PDF renders: the reads never wait behind it.
    const pool = new pg.Pool({
      ...connection,
      max: options.transactionPoolSize ?? DEFAULT_TRANSACTION_POOL_SIZE,
    });
    const statements = new pg.Pool({
      ...connection,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
    });
    pool.query = statements.query.bind(statements) as typeof pool.query;
    const onConnectionError =
      options.onIdleError ??
      ((error: Error) => console.error("PostgreSQL connection error:", error.message));
    for (const each of [pool, statements]) {
      each.on("error", onConnectionError);
      // The pool listens for errors only on idle connections. A connection checked out for a
      // transaction that is between queries (rendering and signing a PDF) and cut by a database
      // restart emits 'error' with no listener, which ends the process. Its transaction fails
      // on the next query instead, and the pool drops the broken connection on release.
      each.on("connect", (client) => client.on("error", onConnectionError));
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      exclusive: (fn) => withAdvisoryLock(pool, fn),
      close: () => Promise.all([pool.end(), statements.end()]).then(() => undefined),
    };
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  let client: PgliteThread;
  try {
    // On a thread of its own: see pglite-thread.ts.
    client = await PgliteThread.open({ dataDir: options.dataDir, load: options.load });
  } catch (error) {
    unlock();
    throw error;
  }
  // Drizzle's PGlite driver calls only what PgliteThread answers (query, transaction).
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    // One process owns the data directory (see pglite-lock.ts): nobody to wait for.
    exclusive: (fn) => fn(),
    close: () => client.close().finally(unlock),
  };
}

/** The driver's client behind `db`: the embedded PGlite's thread or the node-postgres pool. */
export function driverOf(db: Db): PgliteThread | pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: drizzle keeps the driver's client on `$client`
  return (db as any).$client as PgliteThread | pg.Pool;
}

/** The embedded client behind a PGlite database, for dumping in tests. */
export function pgliteClient(database: Database): PgliteThread {
  return driverOf(database.db) as PgliteThread;
}
