import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { lit, run } from "../seed/bulk-sql";

type PlanNode = {
  "Node Type"?: string;
  Filter?: string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
};

/** An index by its name; a table read whole as `seq:` and its name. */
function collect(node: PlanNode, into: Map<string, number>) {
  const name =
    node["Index Name"] ??
    (node["Node Type"] === "Seq Scan" ? `seq:${node["Relation Name"]}` : undefined);
  if (name)
    into.set(
      name,
      (into.get(name) ?? 0) + (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1),
    );
  for (const child of node.Plans ?? []) collect(child, into);
  return into;
}

/**
 * Runs `query` under EXPLAIN ANALYZE and answers how many rows each index gave over the whole
 * plan, and each table read whole (`seq:pegawai`): the test of a query that must read only what
 * its page needs.
 */
export async function rowsByIndex(db: DbOrTx, query: SQL) {
  return collect(await planOf(db, query), new Map());
}

/** How each index is read in `query`'s plan: "Index Scan", "Index Only Scan", … */
export async function scansByIndex(db: DbOrTx, query: SQL) {
  return byIndex(await planOf(db, query), (node) => node["Node Type"] ?? "");
}

/** What `pick` reads of each index's node in a plan, by the index's name. */
function byIndex(plan: PlanNode | undefined, pick: (node: PlanNode) => string) {
  const found = new Map<string, string>();
  const visit = (node: PlanNode) => {
    if (node["Index Name"]) found.set(node["Index Name"], pick(node));
    for (const child of node.Plans ?? []) visit(child);
  };
  if (plan) visit(plan);
  return found;
}

/** The plan of an EXPLAIN (FORMAT JSON) answer's one row (text on PGlite, JSON on PostgreSQL). */
function planIn(row: Record<string, unknown> | undefined) {
  const value = Object.values(row ?? {})[0];
  const [top] = (typeof value === "string" ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  return top?.Plan as PlanNode;
}

async function planOf(db: DbOrTx, query: SQL) {
  const [row] = (
    (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;
  return planIn(row);
}

/**
 * The filter each index applies in `query`'s generic plan: the plan a prepared statement
 * settles on after its first calls, in which the values are parameters, not folded constants
 * (`lower($5)` is computed for every row it filters).
 */
export async function genericFiltersByIndex(db: DbOrTx, query: SQL) {
  return byIndex(await genericPlanOf(db, query, false), (node) => node.Filter ?? "");
}

/**
 * `rowsByIndex` and `scansByIndex` of `query`'s generic plan, run (EXPLAIN ANALYZE), planned
 * under `settings` (`enable_seqscan = off`: a test's small tables are otherwise read whole).
 */
export async function genericReadsByIndex(db: DbOrTx, query: SQL, settings: string[] = []) {
  const plan = await genericPlanOf(db, query, true, settings);
  return {
    rows: collect(plan, new Map()),
    scans: byIndex(plan, (node) => node["Node Type"] ?? ""),
  };
}

/**
 * The generic plan of `query`, prepared with its values as parameters, under `settings`; run
 * when `analyze`.
 */
async function genericPlanOf(db: DbOrTx, query: SQL, analyze: boolean, settings: string[] = []) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const values = params.map((value) =>
    value === null || value === undefined ? "null" : lit(String(value)),
  );
  return db.transaction(async (tx) => {
    await run(tx, "set local plan_cache_mode = force_generic_plan");
    for (const setting of settings) await run(tx, `set local ${setting}`);
    await run(tx, `prepare generic_probe as ${text}`);
    try {
      const [row] = await run(
        tx,
        `explain (${analyze ? "analyze, " : ""}format json) execute generic_probe(${values.join(", ")})`,
      );
      return planIn(row);
    } finally {
      await run(tx, "deallocate generic_probe");
    }
  });
}
