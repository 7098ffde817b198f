/**
 * Fault drill: kills the server (SIGKILL) in the middle of a burst of approvals and
 * dispositions, restarts it and checks every letter, number and outbox row; then, with
 * --pg-restart, restarts a throwaway PostgreSQL under load. See README, "Fault drill".
 *   npm run fault -- [--approvals 100] [--dispositions 100] [--parallel 16] [--kill-at 0.4]
 *                    [--postgres URL] [--pg-restart]
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crashRun } from "../src/ops/fault/crash-run";
import { pgRestartRun } from "../src/ops/fault/pg-restart";
import { scratchDatabase } from "../src/ops/fault/scratch-database";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const log = (line: string) => console.log(`[fault] ${line}`);
const runOptions = {
  approvals: Number(arg("approvals", "100")),
  dispositions: Number(arg("dispositions", "100")),
  parallel: Number(arg("parallel", "16")),
  killAt: Number(arg("kill-at", "0.4")),
  log,
};
const postgres = arg("postgres", process.env.DATABASE_URL ?? "");
let failed = false;

async function crashOn(kind: "PGlite" | "PostgreSQL") {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "lontar-fault-"));
  const scratch = kind === "PostgreSQL" ? await scratchDatabase(postgres) : null;
  try {
    log(`— SIGKILL under load, ${kind} —`);
    const report = await crashRun({ ...runOptions, dataDir, databaseUrl: scratch?.url });
    console.log(JSON.stringify(report, null, 2));
    if (!report.ok) failed = true;
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await crashOn("PGlite");
if (postgres) await crashOn("PostgreSQL");
if (process.argv.includes("--pg-restart")) {
  log("— PostgreSQL restarted under load —");
  const report = await pgRestartRun({ log });
  console.log(JSON.stringify(report, null, 2));
  if (!report.ok) failed = true;
}
log(failed ? "FAILED" : "all invariants held");
process.exit(failed ? 1 : 0);
