import { NoopLogger } from "drizzle-orm/logger";
import { type Db, driverOf } from "../db/client";

type Client = { query: (...args: unknown[]) => unknown };

/**
 * Every SQL statement `db`'s client is sent while `task` runs, as its text: to count the round
 * trips of a request, or to see which tables it reads. PostgreSQL is sent a named statement
 * (`{ name, text }`), PGlite the text.
 */
export async function statementsOf(db: Db, task: () => Promise<unknown>): Promise<string[]> {
  const client = driverOf(db) as unknown as Client;
  const query = client.query;
  const sent: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0] as string | { text?: string };
    sent.push(typeof text === "string" ? text : String(text?.text));
    return query.apply(this, args);
  };
  try {
    await task();
  } finally {
    client.query = query;
  }
  return sent;
}

/** The tables a statement names after `from` or `join`. */
export function tablesRead(statement: string): string[] {
  return [...statement.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((m) =>
    (m[1] ?? "").toLowerCase(),
  );
}

/**
 * Every statement drizzle sends while `task` runs, on either database and inside transactions
 * too (the pooled connection of a transaction is not `db.$client`): drizzle hands each one to
 * its session's logger, the NoopLogger unless one is set. Not `begin` and `commit`.
 */
export async function drizzleStatementsOf(task: () => Promise<unknown>): Promise<string[]> {
  const logger = NoopLogger.prototype as unknown as { logQuery: (query: string) => void };
  const logQuery = logger.logQuery;
  const sent: string[] = [];
  logger.logQuery = (query: string) => {
    sent.push(query);
  };
  try {
    await task();
  } finally {
    logger.logQuery = logQuery;
  }
  return sent;
}
