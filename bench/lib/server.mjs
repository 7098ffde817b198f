import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { ensureServerBundle, SERVER_NODE_OPTIONS } from "../../scripts/lib/server-bundle.mjs";
import { ROOT } from "./dataset.mjs";

export const WEB_DIST = path.join(ROOT, "apps", "web", "dist");

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server as `npm start` runs it (the built web app, the bundled server) on the data
 * set and waits for /api/health; `startupMs` is the time from the spawn to its first answer.
 * @returns {Promise<{baseUrl: string, pid: number, startupMs: number, stop: () => Promise<void>}>}
 */
export async function startServer(dataset, env = {}) {
  if (!existsSync(path.join(WEB_DIST, "index.html")))
    throw new Error("apps/web/dist is missing: run `npm run build` first");
  const bundle = await ensureServerBundle({ log: (message) => console.error(message) });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, bundle], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataset.dataDir,
      DATABASE_URL: dataset.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // One token per user lasts the whole run (the default 15 minutes may not).
      ACCESS_TOKEN_TTL: "14400",
      ...env,
    },
  });
  let exited = null;
  child.on("exit", (code) => {
    exited = code ?? "signal";
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start on an empty database migrates and seeds: allow it time.
  const deadline = Date.now() + 15 * 60_000;
  while (!(await healthy(baseUrl))) {
    if (exited !== null) throw new Error(`server exited (${exited}) before it was ready`);
    if (Date.now() > deadline) throw new Error("server not ready after 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = Math.round(performance.now() - started);
  const stop = async () => {
    if (exited !== null) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await gone;
    clearTimeout(timer);
  };
  return { baseUrl, pid: child.pid, startupMs, stop };
}

/**
 * A restart on the existing database, as an administrator restarts the service: the median of
 * three starts, each from the spawn to the first answer (ms).
 */
export async function measureStartup(dataset) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const server = await startServer(dataset);
    times.push(server.startupMs);
    await server.stop();
  }
  return times.sort((a, b) => a - b)[1];
}

async function healthy(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}
