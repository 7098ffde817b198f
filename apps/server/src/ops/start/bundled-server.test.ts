import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isCurrent } from "../../../../../scripts/lib/fingerprint.mjs";
import {
  ensureServerBundle,
  SERVER_DIST,
  SERVER_INPUTS,
  SERVER_NODE_OPTIONS,
} from "../../../../../scripts/lib/server-bundle.mjs";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lontar-bundle-"));
let child: ChildProcess | undefined;

/** The bundle started on the embedded database in `dataDir`, whichever the suite runs on. */
async function startBundle(bundle: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  const output: string[] = [];
  const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, bundle], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = server;
  server.stdout?.on("data", (chunk) => output.push(String(chunk)));
  server.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${base}/api/health`).catch(() => null))?.ok) {
    if (server.exitCode !== null) expect.fail(`the server ended: ${output.join("")}`);
    if (Date.now() > deadline) expect.fail(`no answer in 60 s: ${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { server, port, base, output, exited };
}

async function stopChild() {
  if (child && child.exitCode === null) {
    const gone = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    await gone;
  }
}

afterAll(async () => {
  await stopChild();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the server as npm start runs it (one bundled module)", () => {
  it("runs with the server's Node.js options, as the bench starts it", () => {
    const root = path.resolve(import.meta.dirname, "../../../../..");
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_OPTIONS.join(" ")} scripts/start.mjs`);
    expect(SERVER_NODE_OPTIONS).toContain("--max-semi-space-size=64");
  });

  it("migrates an empty database, answers, and renders a PDF in a worker with its fonts", async () => {
    const bundle = await ensureServerBundle({ log: () => undefined });
    expect(isCurrent(SERVER_DIST, "main.mjs", SERVER_INPUTS)).toBe(true);
    // A second start finds the bundle current and does not build it again.
    const again = await ensureServerBundle({
      log: (message) => expect.fail(`bundled again: ${message}`),
    });
    expect(again).toBe(bundle);

    const { port, base, output } = await startBundle(bundle);
    expect(output.join("")).toContain(`Lontar berjalan di http://localhost:${port}`);

    // Migrations were found beside their module: the tables exist (a login is checked
    // against them, and a wrong one is refused, not a server error).
    const login = await fetch(`${base}/api/egs/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "tidak-ada", password: "salah-sekali" }),
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);

    // The PDF worker's entry and the fonts (found through createRequire) resolve from the bundle.
    const pdf = await fetch(`${base}/egs/public/sample-letter`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(10_000);
  }, 120_000);

  it("stopped as soon as it answers, waits for its starting jobs and reports none as failed", async () => {
    await stopChild();
    const bundle = await ensureServerBundle({ log: () => undefined });
    const { server, output, exited } = await startBundle(bundle);
    // An administrator's restart right after a start: the deadline reminder's first round and
    // the PDF workers' loading are still running. They end before the database and the
    // workers close, instead of failing under them ("deadline reminders failed", "PDF workers
    // failed to start" in the log).
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output.join("")).not.toMatch(/failed/i);
  }, 120_000);
});
