import { Column, is, SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "./client";
import { prepareInPglite } from "./pglite-thread";

/*
 * Reads sent again and again, prepared once. A request pays for each statement a round trip,
 * Drizzle's rendering in this process, and the server's parse and plan: for a page of small
 * reads, more than the reads themselves. `prepared` builds a select once per database and
 * shape of its values and sends it to PostgreSQL as a named prepared statement;
 * `preparedTogether` does the same for several reads folded into one statement, each part a
 * JSON column of its one row, decoded as its query alone would decode it.
 */

/** A Drizzle select (not awaited), whose rows come back as its own awaited rows would. */
type SelectQuery<Row> = SQLWrapper &
  PromiseLike<Row[]> & { _: { selectedFields: Record<string, unknown> } };

/** One part of a `preparedTogether`: its subquery and how its JSON becomes rows. */
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
  throw new Error(`preparedTogether: flat selections only (${key})`);
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

/** What a read of parts answers: each part's rows. */
type Results<P> = { [K in keyof P]: P[K] extends Part<infer R> ? R : never };

/** A short, stable name for a statement's shape (which of its values are given). */
function shapeName(name: string, keys: string[]) {
  if (keys.length === 0) return name;
  let hash = 2166136261;
  for (const char of keys.join(",")) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return `${name}_${(hash >>> 0).toString(36)}`;
}

/**
 * Statements built once per database and shape. The shape is which values are given: a value
 * left undefined is absent from the placeholders (`p`, typed as the values they stand for),
 * so the builder leaves its condition out and each shape is a statement of its own, named
 * after it. A given value that matches no row (null) reads nothing.
 */
function byShape<V extends Record<string, unknown>, S>(
  name: string,
  create: (db: DbOrTx, p: V, statementName: string) => S,
): (db: DbOrTx, values: V) => S {
  const statements = new WeakMap<DbOrTx, Map<string, S>>();
  return (db, values) => {
    const given = Object.keys(values)
      .filter((key) => values[key] !== undefined)
      .sort();
    const shape = given.join(",");
    let shapes = statements.get(db);
    if (!shapes) {
      shapes = new Map();
      statements.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (!statement) {
      const p = Object.fromEntries(given.map((key) => [key, sql.placeholder(key)])) as V;
      statement = create(db, p, shapeName(name, given));
      shapes.set(shape, statement);
    }
    return statement;
  };
}

/** A Drizzle query that can be prepared (a select). */
type Preparable<Row> = { prepare(name: string): PreparedQuery<Row> };
type PreparedQuery<Row> = { execute(values: never): Promise<Row[]>; getQuery(): { sql: string } };

/** What Drizzle's prepared select keeps of its selection: each field and its place in the row. */
type MappedStatement = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/**
 * Each row of a flat selection decoded by decoders found once, when the statement is prepared.
 * Drizzle's own mapping finds each field's decoder again for every value of every row (`is`
 * walks the field's class chain, twice for an `sql` field): at ten rows of twenty-five fields,
 * 0.07 ms of this process's CPU per page, more than a tenth of what a list page cost it.
 * A nested selection (a joined table's columns as an object) keeps Drizzle's mapping.
 */
function decodeRowsOnce(statement: MappedStatement) {
  const fields = statement.fields;
  const flat = (f: { path: string[]; field: unknown }) =>
    f.path.length === 1 && (is(f.field, Column) || is(f.field, SQL) || is(f.field, SQL.Aliased));
  if (!fields || statement.customResultMapper || !fields.every(flat)) return;
  const columns = fields.map(({ path, field }) => ({
    key: path[0] as string,
    decode: decoderOf(path[0] as string, field),
  }));
  statement.customResultMapper = (rows) =>
    rows.map((row) => {
      const decoded: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { key, decode } = columns[i] as (typeof columns)[number];
        const value = row[i];
        decoded[key] = value === null ? null : decode(value);
      }
      return decoded;
    });
}

/**
 * `query` prepared as `name`: on PostgreSQL Drizzle sends it as a named statement; the embedded
 * database, whose Drizzle driver sends every statement anew, is told its text (pglite-thread.ts).
 */
function prepareQuery<Row>(query: Preparable<Row>, name: string) {
  const statement = query.prepare(name);
  decodeRowsOnce(statement as unknown as MappedStatement);
  prepareInPglite(statement.getQuery().sql);
  return statement;
}

/**
 * One select sent again and again (a list page, a letter under its visibility condition),
 * built once per database and shape (`byShape`) and, on PostgreSQL, sent as a named prepared
 * statement: neither this process renders it nor the server parses and plans it on every call.
 */
export function prepared<V extends Record<string, unknown>, Row>(
  name: string,
  build: (db: DbOrTx, p: V) => Preparable<Row>,
): (db: DbOrTx, values: V) => Promise<Row[]> {
  const statementOf = byShape(
    name,
    (db, p: V, statementName) =>
      prepareQuery(build(db, p), statementName) as unknown as {
        execute(values: V): Promise<Row[]>;
      },
  );
  return (db, values) => statementOf(db, values).execute(values);
}

/** A from-item of one row, for a select of subqueries only. */
const ONE_ROW = sql`(values (1)) as one_row(x)`;

/** The parts as the fields of a select: `p0`, `p1`, … in the order `build` named them. */
const partFields = (parts: Record<string, Part<unknown[]>>) =>
  Object.fromEntries(Object.keys(parts).map((key, i) => [`p${i}`, sql`${parts[key]?.sql}`]));

/** Each part's rows, decoded from the statement's row. */
const resultsOf = <P extends Record<string, Part<unknown[]>>>(
  parts: P,
  row: Record<string, unknown> | undefined,
) =>
  Object.fromEntries(
    Object.keys(parts).map((key, i) => [key, parts[key]?.decode(row?.[`p${i}`] ?? "[]")]),
  ) as Results<P>;

/**
 * Several reads sent again and again (the letter detail, the dashboard's counts) as one
 * statement, prepared as `prepared` does: `build` names the parts, each a JSON column of the
 * statement's one row.
 */
export function preparedTogether<
  V extends Record<string, unknown>,
  P extends Record<string, Part<unknown[]>>,
>(name: string, build: (db: DbOrTx, p: V) => P): (db: DbOrTx, values: V) => Promise<Results<P>> {
  const read = preparedRowWith(name, (db, p: V) => ({
    parts: build(db, p),
    select: (fields) => db.select(fields).from(ONE_ROW),
  }));
  return async (db, values) => (await read(db, values)).parts;
}

/**
 * A row (a letter under its visibility condition) and the reads about it in one statement:
 * `select` is the row's query given the parts as extra fields (`p0`, `p1`, …), and answers
 * the row without them, or undefined when there is none (then no part is read). A read that
 * needs a value of the row reads it in SQL, so one round trip does what two did.
 */
export function preparedRowWith<
  V extends Record<string, unknown>,
  P extends Record<string, Part<unknown[]>>,
  Row = Record<string, unknown>,
>(
  name: string,
  build: (
    db: DbOrTx,
    p: V,
  ) => { parts: P; select: (fields: Record<string, SQL>) => Preparable<Record<string, unknown>> },
): (db: DbOrTx, values: V) => Promise<{ row: Row | undefined; parts: Results<P> }> {
  const statementOf = byShape(name, (db, p: V, statementName) => {
    const { parts, select } = build(db, p);
    const statement = prepareQuery(select(partFields(parts)), statementName);
    return { parts, run: (values: V) => statement.execute(values as never) };
  });
  return async (db, values) => {
    const { parts, run } = statementOf(db, values);
    const [found] = (await run(values)) as Record<string, unknown>[];
    if (!found) return { row: undefined, parts: resultsOf(parts, undefined) };
    const row: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(found)) if (!/^p\d+$/.test(key)) row[key] = value;
    return { row: row as Row, parts: resultsOf(parts, found) };
  };
}
