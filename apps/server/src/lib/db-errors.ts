import { conflict } from "./app-error";

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error behind a driver or ORM error (drizzle wraps it in `cause`). */
export function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const e = current as PgError;
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22): a value its column cannot hold, such as an
 * id beyond the integer range, a NUL character in text or an impossible date. The input is at
 * fault, not the server, and the statement failed, so nothing was written.
 */
export const isDataException = (error: unknown) =>
  pgErrorOf(error)?.code?.startsWith("22") ?? false;

/**
 * SQLSTATEs of a database that is not there for now: connection exceptions (class 08), the
 * server shutting down or restarting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now) and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of node-postgres reaching the server. */
const UNAVAILABLE_SOCKET = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** Errors the drivers raise without a code: node-postgres and pg-pool, PGlite closed. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is clos(ed|ing)|PGlite thread ended)/;

/**
 * The database cannot be reached for now, as opposed to a query that failed (any other error,
 * a bug): looked for along the `cause` chain, since drizzle wraps the driver's error. The
 * request may succeed once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (
      typeof e.code === "string" &&
      (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_SOCKET.has(e.code))
    )
      return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    // Connecting to `localhost` tries each address and fails with an AggregateError of them.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = e.cause;
  }
  return false;
}

/**
 * Turns unique and foreign-key violations into 409 answers a user can read.
 * `fields` maps constraint names to the form field and its message, e.g.
 * `{ satuan_kerja_kode_skpd_unique: ["code", "Kode satuan kerja sudah digunakan"] }`.
 * Anything else is rethrown unchanged.
 */
export function rethrowConstraint(
  error: unknown,
  fields: Record<string, [field: string, message: string]>,
  referencedMessage = "Data masih digunakan oleh data lain sehingga tidak dapat dihapus",
): never {
  const pg = pgErrorOf(error);
  if (pg?.code === "23505") {
    const [field, message] = fields[pg.constraint ?? ""] ?? ["request", "Data sudah ada"];
    throw conflict(message, { [field]: [message] });
  }
  if (pg?.code === "23503") throw conflict(referencedMessage);
  throw error;
}
