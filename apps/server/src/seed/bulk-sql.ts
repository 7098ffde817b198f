import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/**
 * Building blocks of the bulk seed's set-based SQL. Everything random is a hash of the series
 * number (`hashint8extended(n, stream)`), so a volume always yields the same data and no row
 * has to travel from this process to the database.
 */

/** A uniform pseudo-random integer in [0, n) of series number `v`, from an independent stream. */
export const rnd = (stream: number, n: number, v = "g") =>
  `((hashint8extended((${v})::bigint, ${stream}) & 9223372036854775807) % ${n})`;

/** True with probability `percent` / 100. */
export const chance = (stream: number, percent: number, v = "g") =>
  `(${rnd(stream, 1000, v)} < ${Math.round(percent * 10)})`;

/** A SQL string literal. */
export const lit = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const textArray = (items: readonly string[]) => `array[${items.map(lit).join(",")}]::text[]`;

export const intArray = (items: readonly (number | null)[]) =>
  `array[${items.map((n) => (n === null ? "null" : String(Math.trunc(n)))).join(",")}]::int[]`;

/** One element of a literal array, picked by `rnd`. */
export const pickText = (items: readonly string[], stream: number, v = "g") =>
  `(${textArray(items)})[1 + ${rnd(stream, items.length, v)}]`;

/**
 * A version-4 UUID (version and variant bits set) from two hashes of `v`, unique per value
 * for the streams given: far cheaper than md5 text surgery or gen_random_uuid().
 */
export const uuidOf = (v: string, stream: number) =>
  `(lpad(to_hex((hashint8extended((${v})::bigint, ${stream}) & ~61440) | 16384), 16, '0') || lpad(to_hex((hashint8extended((${v})::bigint, ${stream + 1}) & 4611686018427387903) | (-9223372036854775807 - 1)), 16, '0'))::uuid`;

/** Runs one statement and returns its rows. */
export async function run<T = Record<string, unknown>>(db: DbOrTx, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

/** Resi alphabet of `outgoing.rules` (no look-alikes); 31 letters. */
const RESI_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const RESI_SPACE = 31 ** 10;

/**
 * A 10-character resi that is unique per series number: `n * prime mod 31^10` is a bijection
 * (the prime is coprime to 31), written in base 31 with the resi alphabet.
 */
export function resiOf(v: string) {
  const x = `((((${v})::bigint * 982451653) + 104729) % ${RESI_SPACE})`;
  return Array.from(
    { length: 10 },
    (_, k) => `substr('${RESI_ALPHABET}', ((${x} / ${31 ** k}) % 31)::int + 1, 1)`,
  ).join(" || ");
}

/** Progress in detail (`BULK_DEBUG=1`): each search batch, and each step's CPU time. */
export const bulkDebug = Boolean(process.env.BULK_DEBUG);

/**
 * A timer for the progress lines: `step("mail")` prints the time since the previous step.
 * In detail it adds this process's CPU time: with PGlite that is the load's own, however
 * busy the machine is with other work.
 */
export function stopwatch(log: (line: string) => void) {
  const start = performance.now();
  let last = start;
  let lastCpu = process.cpuUsage();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return {
    step(label: string) {
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      lastCpu = process.cpuUsage();
      const cpuText = bulkDebug ? ` (CPU ${seconds((cpu.user + cpu.system) / 1000)})` : "";
      log(`  ${label.padEnd(44)} ${seconds(now - last).padStart(8)}${cpuText}`);
      last = now;
    },
    total: () => seconds(performance.now() - start),
  };
}
