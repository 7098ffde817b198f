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
