import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import path from "node:path";

const mainFile = path.resolve(import.meta.dirname, "../../main.ts");

export async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** The process's output so far (for the report when it fails). */
  log(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (src/main.ts) as a child process, as an operator runs it, resolved when it
 * answers /api/health. Its own node process (not npm or npx) so a signal reaches the server.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", mainFile], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c) => (output += c));
  child.stderr?.on("data", (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, "exit");
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited on start:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`server not ready in ${timeoutMs} ms:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const server: ServerProcess = {
    url,
    pid: child.pid ?? -1,
    child,
    log: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return server;
}

/** Resident memory of a process in bytes (Linux), or null when it cannot be read. */
export async function residentBytes(pid: number): Promise<number | null> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : null;
}
