import { Column, is, SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/*
 * Several reads in one statement. A screen that needs a dozen small reads (the letter detail)
 * pays a round trip, a parse and a plan for each: more than the reads themselves. Each part is
 * folded into one JSON column of a single row, and decoded as its query would decode it.
 */

/** A Drizzle select (not awaited), whose rows come back as its own awaited rows would. */
type SelectQuery<Row> = SQLWrapper &
  PromiseLike<Row[]> & { _: { selectedFields: Record<string, unknown> } };

/** One part of a `readTogether`: its subquery and how its JSON becomes rows. */
export interface Part<Rows> {
  readonly sql: SQL;
  decode(json: unknown): Rows;
}

const jsonValue = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);

/** How a selected field turns a value into what the query answers (as Drizzle does). */
function decoderOf(key: string, field: unknown): (value: unknown) => unknown {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  // An `sql` field decodes by what `.mapWith` gave it (none: the value as it is).
  const mapped = (statement: SQL) => {
    const decoder = (
      statement as unknown as { decoder?: { mapFromDriverValue(v: unknown): unknown } }
    ).decoder;
    return (value: unknown) => (decoder ? decoder.mapFromDriverValue(value) : value);
  };
  if (is(field, SQL)) return mapped(field);
  if (is(field, SQL.Aliased)) return mapped(field.sql);
  throw new Error(`readTogether: flat selections only (${key})`);
}

/**
 * The rows of a Drizzle select with a flat selection (columns and `sql` fields), each column
 * decoded by its own column type: timestamps become `Date`s, as when the query runs alone.
 */
export function rows<Row>(query: SelectQuery<Row>): Part<Row[]> {
  const fields = Object.entries(query._.selectedFields).map(([key, field]) => ({
    key,
    decode: decoderOf(key, field),
  }));
  // The subquery's columns renamed by position: a selection may name two columns alike.
  const names = sql.raw(fields.map((_, i) => `c${i}`).join(", "));
  return {
    sql: sql`(select coalesce(json_agg(t), '[]'::json) from ${query} as t(${names}))`,
    decode: (json) =>
      (jsonValue(json) as Record<string, unknown>[]).map((row) => {
        const decoded: Record<string, unknown> = {};
        fields.forEach(({ key, decode }, i) => {
          const value = row[`c${i}`];
          decoded[key] = value === null || value === undefined ? null : decode(value);
        });
        return decoded as Row;
      }),
  };
}

/** The rows of a plain statement, as JSON objects (keys as the statement names its columns). */
export function rawRows<Row>(statement: SQL): Part<Row[]> {
  return {
    sql: sql`(select coalesce(json_agg(t), '[]'::json) from (${statement}) as t)`,
    decode: (json) => jsonValue(json) as Row[],
  };
}

/** What `readTogether` answers for its parts: each part's rows; an absent part (null), none. */
type Results<P> = { [K in keyof P]: NonNullable<P[K]> extends Part<infer R> ? R : never };

/**
 * Runs every part in one statement (one round trip, one turn of the database). A part may be
 * null, for a read the caller knows finds nothing (a letter without a classification): it is
 * not sent and reads as no rows.
 */
export async function readTogether<P extends Record<string, Part<unknown[]> | null>>(
  db: DbOrTx,
  parts: P,
): Promise<Results<P>> {
  const sent = Object.entries(parts).filter(
    (entry): entry is [string, Part<unknown[]>] => entry[1] !== null,
  );
  const answers: Record<string, unknown> = Object.fromEntries(
    Object.keys(parts).map((key) => [key, []]),
  );
  if (sent.length === 0) return answers as Results<P>;
  const columns = sql.join(
    sent.map(([, part], i) => sql`${part.sql} as ${sql.raw(`p${i}`)}`),
    sql`, `,
  );
  const result = await db.execute(sql`select ${columns}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  sent.forEach(([key, part], i) => {
    answers[key] = part.decode(row?.[`p${i}`] ?? "[]");
  });
  return answers as Results<P>;
}
