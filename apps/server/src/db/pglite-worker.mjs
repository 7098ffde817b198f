// @ts-check
/**
 * The embedded PostgreSQL on a thread of its own (pglite-thread.ts is the other end).
 *
 * PGlite runs PostgreSQL as WebAssembly on the thread that calls it. On the server's thread,
 * every statement stopped the HTTP server for as long as it ran: requests were neither read nor
 * answered, JSON was neither built nor parsed. Here the database has this thread to itself and
 * the server its own, each on a core.
 *
 * Plain JavaScript, not TypeScript: a worker thread is started by Node itself, outside the loader
 * that runs the server's TypeScript (tsx in production, Vite's module runner in the tests).
 *
 * Messages in: `{ id, op, ... }`; out: `{ id, result }` or `{ id, error }`, and
 * `{ notice: channel, payload }` for what LISTEN hears.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread");

/** @type {{ dataDir?: string, load?: ArrayBuffer }} */
const { dataDir, load } = workerData;

const client = await PGlite.create({
  dataDir,
  loadDataDir: load ? new Blob([load]) : undefined,
  extensions: { pg_trgm, unaccent },
});

/** Thrown inside PGlite's transaction to roll it back when the server says so. */
const ROLLBACK = Symbol("rollback");

/**
 * @typedef {{
 *   tx?: import("@electric-sql/pglite").Transaction,
 *   finish?: (how: "commit" | "rollback") => void,
 *   settled: Promise<void>,
 * }} Open
 */
/** @type {Map<number, Open>} The transactions open, by the number the server knows them by. */
const transactions = new Map();
let lastTransaction = 0;

/** @type {Map<string, () => Promise<void>>} Channels listened to, and how to stop. */
const listening = new Map();

const identity = (/** @type {unknown} */ value) => value;

/**
 * Query options as sent: a parser cannot cross threads, so the server sends the type OIDs
 * whose values stay as PostgreSQL wrote them (what Drizzle asks for dates and times).
 * @param {{ rowMode?: "array" | "object", raw?: number[] } | undefined} options
 */
function queryOptions(options) {
  if (!options) return undefined;
  return {
    rowMode: options.rowMode,
    parsers: Object.fromEntries((options.raw ?? []).map((oid) => [oid, identity])),
  };
}

/**
 * Statements prepared in the database, by their text: each was parsed once (`Parse` with a
 * name, its parameters' types described) and is then only bound and executed. PGlite's `query`
 * parses, analyzes and plans its text at every call, in WebAssembly, on this one thread; for
 * a statement of a dozen subqueries (the letter detail) that was most of its time. The server
 * says which texts are worth it (`prepared` in the message): those it prepares on PostgreSQL.
 * @type {Map<string, { name: string, types: number[] }>}
 */
const statements = new Map();
let lastStatement = 0;

const noSync = { syncToFs: false };

/**
 * A statement prepared once and executed with `params`, answered as PGlite's `query` answers.
 * It holds the database as `query` does: the query lock, and outside a transaction the
 * transaction lock too.
 * @param {number | undefined} tx
 * @param {string} text
 * @param {unknown[]} params
 * @param {import("@electric-sql/pglite").QueryOptions | undefined} options
 */
function preparedQuery(tx, text, params, options) {
  runner(tx); // a transaction that is not open fails here, as `query` would
  const run = async () => {
    /** @type {import("@electric-sql/pglite").BackendMessage[]} */
    const messages = [];
    try {
      let statement = statements.get(text);
      if (!statement) {
        const name = `lontar_${++lastStatement}`;
        await client.execProtocolStream(protocol.serialize.parse({ name, text }), noSync);
        const described = await client.execProtocolStream(
          protocol.serialize.describe({ type: "S", name }),
          noSync,
        );
        statement = { name, types: parse.parseDescribeStatementResults(described) };
        statements.set(text, statement);
      }
      const { types } = statement;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serialize = client.serializers[types[i] ?? -1];
        return serialize ? serialize(param) : String(param);
      });
      const bind = protocol.serialize.bind({ statement: statement.name, values });
      messages.push(...(await client.execProtocolStream(bind, noSync)));
      const describe = protocol.serialize.describe({ type: "P" });
      messages.push(...(await client.execProtocolStream(describe, noSync)));
      messages.push(...(await client.execProtocolStream(protocol.serialize.execute({}), noSync)));
    } finally {
      messages.push(...(await client.execProtocolStream(protocol.serialize.sync(), noSync)));
    }
    if (tx === undefined) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0];
  };
  return tx === undefined
    ? client._runExclusiveTransaction(() => client._runExclusiveQuery(run))
    : client._runExclusiveQuery(run);
}

/** The statement runner of transaction `id`, or the client itself. */
function runner(/** @type {number | undefined} */ id) {
  if (id === undefined) return client;
  const open = transactions.get(id);
  if (!open?.tx) throw new Error(`PGlite: transaction ${id} is not open`);
  return open.tx;
}

/** Opens a transaction and answers its number once BEGIN has run. */
function begin() {
  return new Promise((resolve, reject) => {
    const id = ++lastTransaction;
    /** @type {Open} */
    const open = { settled: Promise.resolve() };
    open.settled = client
      .transaction(async (tx) => {
        open.tx = tx;
        const how = await new Promise((finish) => {
          open.finish = finish;
          transactions.set(id, open);
          resolve(id);
        });
        if (how === "rollback") throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error) => {
          if (error !== ROLLBACK) throw error;
        },
      )
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: nobody waits on `settled` yet.
    open.settled.catch(reject);
  });
}

/** Ends transaction `id` (commit or rollback) and answers when PGlite has. */
async function end(/** @type {number} */ id, /** @type {"commit" | "rollback"} */ how) {
  const open = transactions.get(id);
  if (!open?.finish) throw new Error(`PGlite: transaction ${id} is not open`);
  open.finish(how);
  await open.settled;
}

/** @param {any} message */
async function handle(message) {
  switch (message.op) {
    case "query":
      if (message.prepared)
        return preparedQuery(
          message.tx,
          message.sql,
          message.params ?? [],
          queryOptions(message.options),
        );
      return runner(message.tx).query(message.sql, message.params, queryOptions(message.options));
    case "exec":
      return runner(message.tx).exec(message.sql);
    case "begin":
      return begin();
    case "commit":
    case "rollback":
      return end(message.tx, message.op);
    case "listen":
      if (!listening.has(message.channel)) {
        const stop = await client.listen(message.channel, (payload) =>
          port?.postMessage({ notice: message.channel, payload }),
        );
        listening.set(message.channel, stop);
      }
      return null;
    case "unlisten": {
      const stop = listening.get(message.channel);
      listening.delete(message.channel);
      await stop?.();
      return null;
    }
    case "dump": {
      const file = await client.dumpDataDir(message.compression);
      return { buffer: await file.arrayBuffer(), name: file.name, type: file.type };
    }
    case "close":
      await client.close();
      return null;
    default:
      throw new Error(`PGlite worker: unknown operation ${message.op}`);
  }
}

/**
 * An error as data: PostgreSQL's fields (code, constraint, detail…) are what the server reads,
 * and a structured clone keeps only an error's message.
 * @param {unknown} error
 */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const data = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) data[key] = value;
  }
  return data;
}

port.on("message", (message) => {
  handle(message).then(
    (result) => {
      const transfer = result?.buffer instanceof ArrayBuffer ? [result.buffer] : [];
      port.postMessage({ id: message.id, result }, transfer);
    },
    (error) => port.postMessage({ id: message.id, error: errorData(error) }),
  );
});
port.postMessage({ ready: true });
