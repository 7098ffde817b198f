/**
 * Soak test: the real server on PostgreSQL (a scratch database next to DATABASE_URL's),
 * simulated users doing a realistic mix for a long time; reports 5xx answers, p95 per action
 * against ARCHITECTURE.md §6 and the server's resident memory. See README, "Soak test".
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run soak -- [--duration 600] [--users 100] [--think 1-5] [--no-budgets]
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { scratchDatabase } from "../src/ops/fault/scratch-database";
import { startServer } from "../src/ops/fault/server-process";
import { soak } from "../src/ops/soak/soak";
import { verdict } from "../src/ops/soak/verdict";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const url = arg("postgres", process.env.DATABASE_URL ?? "");
if (!url) {
  console.error("Soak berjalan di PostgreSQL: isi DATABASE_URL atau --postgres.");
  process.exit(2);
}
/** `--think 1-5`: each user pauses 1 to 5 s between actions (reading, typing). */
function thinkMs(text: string): [number, number] {
  const [least, most] = text.split("-").map((s) => Number(s) * 1000);
  if (least === undefined || most === undefined || !(least >= 0 && most >= least)) {
    console.error("--think berbentuk MIN-MAKS dalam detik, mis. 1-5");
    process.exit(2);
  }
  return [least, most];
}
const log = (line: string) => console.log(`[soak] ${line}`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "lontar-soak-"));
const scratch = await scratchDatabase(url);
let ok = false;
try {
  // Tokens must outlive the run (the access token is not refreshed by the simulated users).
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    ACCESS_TOKEN_TTL: "86400",
  });
  log(`server pid ${server.pid} at ${server.url}`);
  const report = await soak({
    url: server.url,
    pid: server.pid,
    users: Number(arg("users", "100")),
    durationS: Number(arg("duration", "600")),
    thinkMs: thinkMs(arg("think", "1-5")),
    log,
  });
  await server.stop();
  const result = verdict(report, { budgets: !process.argv.includes("--no-budgets") });
  console.log(result.text);
  ok = result.ok;
} finally {
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
