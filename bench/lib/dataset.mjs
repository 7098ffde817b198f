import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const DATA = path.join(ROOT, "bench", "data");
const BENCH_DATABASE = "lontar_bench";
const MARKER = "seeded.json";

/**
 * The data set one run measures: a DATA_DIR (signing CA, files, and for PGlite the database)
 * and, for PostgreSQL, the database URL. A missing or differently sized set is seeded anew
 * with `seed:bulk`; a set given by --data-dir / --database-url is used as it is.
 * @returns {Promise<{kind: string, dataDir: string, databaseUrl?: string, seed: object}>}
 */
export async function prepareDataset(kind, options) {
  // A set without search documents is a set of its own: it never stands in for a whole one.
  const set = `${options.letters}${options.withoutSearch ? "-without-search" : ""}`;
  if (kind === "pglite") {
    if (options.dataDir) return given(kind, path.resolve(options.dataDir));
    const dataDir = path.join(DATA, `pglite-${set}`);
    const seed = readMarker(dataDir, options) ?? (await seedFresh(kind, dataDir, options));
    return { kind, dataDir, seed };
  }
  if (options.databaseUrl) {
    const dataDir = path.resolve(options.dataDir ?? path.join(DATA, "postgres-given"));
    return { ...given(kind, dataDir), databaseUrl: options.databaseUrl };
  }
  const databaseUrl = withDatabase(options.serverUrl, BENCH_DATABASE);
  const dataDir = path.join(DATA, `postgres-${set}`);
  const marker = readMarker(dataDir, options);
  if (marker && (await databaseExists(options.serverUrl, BENCH_DATABASE)))
    return { kind, dataDir, databaseUrl, seed: marker };
  // One bench database on the server: a set of another size is dropped, never another database.
  await recreateDatabase(options.serverUrl, BENCH_DATABASE);
  const seed = await seedFresh(kind, dataDir, { ...options, databaseUrl });
  return { kind, dataDir, databaseUrl, seed };
}

function given(kind, dataDir) {
  return { kind, dataDir, seed: { given: true } };
}

function readMarker(dataDir, { letters, withoutSearch }) {
  const file = path.join(dataDir, MARKER);
  if (!existsSync(file)) return null;
  const marker = JSON.parse(readFileSync(file, "utf8"));
  return marker.letters === letters && Boolean(marker.withoutSearch) === withoutSearch
    ? marker
    : null;
}

/** `seed:bulk` into an emptied DATA_DIR; without that script the server seeds its demo set. */
async function seedFresh(kind, dataDir, options) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const scripts = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts;
  if (!scripts["seed:bulk"]) {
    console.warn(`[${kind}] no seed:bulk script: measuring the demo data set instead`);
    return { letters: "demo" };
  }
  console.log(`[${kind}] seeding ${options.letters.toLocaleString("en")} letters into ${dataDir}`);
  const started = performance.now();
  const args = ["run", "seed:bulk", "--", "--letters", String(options.letters)];
  if (options.withoutSearch) args.push("--without-search");
  await runChild("npm", args, {
    DATA_DIR: dataDir,
    DATABASE_URL: kind === "postgres" ? options.databaseUrl : "",
  });
  const marker = {
    letters: options.letters,
    ...(options.withoutSearch && { withoutSearch: true }),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    seededAt: new Date().toISOString(),
  };
  writeFileSync(path.join(dataDir, MARKER), `${JSON.stringify(marker, null, 2)}\n`);
  return { ...marker, inThisRun: true };
}

function runChild(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

/** The URL of another database on the same server. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(serverUrl, work) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(serverUrl, name) {
  return admin(serverUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    return rowCount === 1;
  });
}

async function recreateDatabase(serverUrl, name) {
  await admin(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}
