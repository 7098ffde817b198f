import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server-process";

const run = promisify(execFile);

/** Debian's PostgreSQL programs (the newest installed major version). */
function binDir() {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error("PostgreSQL is not installed (/usr/lib/postgresql)");
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/**
 * A private PostgreSQL cluster in a temporary folder on a free port, to be restarted at will
 * without touching the machine's own server. PostgreSQL refuses to run as root, so under root
 * it runs as the `postgres` user.
 */
export async function startThrowawayPostgres() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lontar-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout), Number(gid));
  }
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", `${binDir()}/${program}`, ...args])
      : run(`${binDir()}/${program}`, args);
  const data = path.join(dir, "data");
  const port = await freePort();
  await pgRun("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (action: string, extra: string[] = []) =>
    pgRun("pg_ctl", [
      "-D",
      data,
      "-o",
      options,
      "-l",
      path.join(dir, "log"),
      "-w",
      action,
      ...extra,
    ]);
  await ctl("start");
  const url = `postgres://postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  await admin.query("create database lontar");
  await admin.end();
  return {
    url: `${url}/lontar`,
    /** Stops (fast: open connections are cut) and starts the cluster again. */
    restart: () => ctl("restart", ["-m", "fast"]),
    stop: async () => {
      await ctl("stop", ["-m", "immediate"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
