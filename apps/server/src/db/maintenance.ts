import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/*
 * What autovacuum does on a PostgreSQL server, done by the application on the embedded
 * database: PGlite runs PostgreSQL as one process without background workers, so nothing
 * else ever vacuums or analyzes it. Without this, the old rows of every update stay in the
 * indexes (reading a letter marks it read: an update), the search index's pending list is merged
 * only when it fills, pages are never marked all-visible for index-only scans, and the planner
 * keeps the row counts and common words of the day the tables were last analyzed.
 */

/** A table that holds enough changes to be worth vacuuming or analyzing (autovacuum's rule). */
export interface TableDue {
  name: string;
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

/**
 * PostgreSQL's default autovacuum thresholds: vacuum when the dead rows pass 50 + 20% of the
 * table, or the rows inserted since the last vacuum pass 1,000 + 20% (it marks their pages
 * all-visible, which index-only scans need); analyze when the changed rows pass 50 + 10%.
 */
export async function tablesDue(db: DbOrTx): Promise<TableDue[]> {
  const result = await db.execute(sql`
    select s.relname as name, s.n_dead_tup::float8 as "deadRows",
      s.n_mod_since_analyze::float8 as "changedSinceAnalyze",
      s.n_ins_since_vacuum::float8 as "insertedSinceVacuum"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public' and (
      s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0))
    order by s.relname`);
  return (result as unknown as { rows: TableDue[] }).rows;
}

/** Vacuums and analyzes each table due, one at a time; answers what it did and how long each took. */
export async function vacuumDue(db: DbOrTx): Promise<{ name: string; ms: number }[]> {
  const done: { name: string; ms: number }[] = [];
  for (const table of await tablesDue(db)) {
    const started = performance.now();
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table.name)}`);
    done.push({ name: table.name, ms: Math.round(performance.now() - started) });
  }
  return done;
}

/** The whole database at once, which walks only the pages changed since its last vacuum. */
export async function vacuumAll(db: DbOrTx): Promise<{ name: string; ms: number }[]> {
  const started = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  return [{ name: "*", ms: Math.round(performance.now() - started) }];
}

/** How long nobody must have asked anything before maintenance holds the database's thread. */
export const MAINTENANCE_IDLE_MS = 60_000;
/** After this long without a round, one runs at the next check even if requests keep coming. */
export const MAINTENANCE_OVERDUE_MS = 24 * 3_600_000;

/**
 * Whether a maintenance round runs now. On PGlite a vacuum holds the server's one thread, so it
 * waits for a quiet minute; an installation that is never quiet for a minute still gets one
 * round a day.
 */
export function maintenanceDue(at: { now: number; lastRequest: number; lastRound: number }) {
  return (
    at.now - at.lastRequest >= MAINTENANCE_IDLE_MS ||
    at.now - at.lastRound >= MAINTENANCE_OVERDUE_MS
  );
}

/**
 * Checks every `everyMs` whether a round is due (`maintenanceDue`) and runs it; `lastRequest`
 * answers when the last request came. The first round after the start, and one a day after
 * it, is the whole database (`vacuumAll`): PGlite keeps no statistics of changes across a
 * restart, so what changed before it shows only there (about 4 s at a million letters). The
 * rounds between are the tables due (`vacuumDue`). Returns the stop function, which waits for a
 * round in flight.
 */
export function startMaintenance(options: {
  db: DbOrTx;
  lastRequest: () => number;
  report: (done: { name: string; ms: number }[]) => void;
  onError: (error: Error) => void;
  everyMs?: number;
}): () => Promise<void> {
  let lastRound = Date.now();
  let lastWhole = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return;
    const now = Date.now();
    if (!maintenanceDue({ now, lastRequest: options.lastRequest(), lastRound })) return;
    const whole = now - lastWhole >= MAINTENANCE_OVERDUE_MS;
    running = (whole ? vacuumAll(options.db) : vacuumDue(options.db))
      .then((done) => {
        lastRound = Date.now();
        if (whole) lastWhole = lastRound;
        if (done.length > 0) options.report(done);
      })
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, options.everyMs ?? 10 * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
