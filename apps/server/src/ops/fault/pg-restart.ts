import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { type ApiResult, apiClient } from "./api-client";
import { withData } from "./data-access";
import { checkLetters, type InvariantReport } from "./invariants";
import { type ServerProcess, startServer } from "./server-process";
import { startThrowawayPostgres } from "./throwaway-postgres";
import { approveLetter, disposeLetter, nipsOf, prepareIncoming, prepareOutgoing } from "./workload";

export interface PgRestartReport {
  /** Answers while the database restarted, by status (0: connection error, -1: hung). */
  during: Record<string, number>;
  /** Failed answers without the app's error envelope. */
  malformed: number;
  slowestMs: number;
  /** Answers after the restart: all must be 200. */
  after: Record<string, number>;
  letters: InvariantReport;
  ok: boolean;
}

const TIMEOUT_MS = 15_000;
const enveloped = (r: ApiResult) =>
  typeof (r.body as { diagnostic?: { code?: unknown } })?.diagnostic?.code === "string";

/**
 * Restarts the server's PostgreSQL (a throwaway cluster) while users read their lists and
 * approve letters. Requests caught by the restart must fail cleanly and quickly (a 5xx with
 * the error envelope, never a hang), the server must reconnect by itself, and every request
 * after it must succeed; the letters must still be whole or untouched.
 */
export async function pgRestartRun(options: {
  log: (line: string) => void;
  letters?: number;
  clients?: number;
}): Promise<PgRestartReport> {
  const { log } = options;
  const letters = options.letters ?? 30;
  const database = await startThrowawayPostgres();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "lontar-pgr-"));
  let server: ServerProcess | null = null;
  try {
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const api = apiClient(server.url, TIMEOUT_MS);
    const nip = await nipsOf(api, ["staf", "kadis", "kadisdik", "sekdis", "kabid"]);
    const outgoing = await prepareOutgoing(api, nip, letters);
    const incoming = await prepareIncoming(api, nip, letters);
    log(`prepared ${letters} + ${letters} letters on a throwaway PostgreSQL`);

    const work = [
      ...outgoing.map((id) => () => approveLetter(api, id, DEMO_PASSWORD)),
      ...incoming.map((id) => () => disposeLetter(api, nip, id)),
    ];
    const reads = [
      () => api.as("kadis", "GET", "/egs/mail?page=1&limit=10"),
      () => api.as("kadis", "GET", "/egs/persetujuan/mail?page=1&limit=10"),
      () => api.as("staf", "GET", "/egs/telusuri/mail?page=1&limit=10"),
    ];
    const during: ApiResult[] = [];
    let stop = false;
    const client = async (n: number) => {
      for (let i = n; !stop; i++) {
        const task = work.shift() ?? reads[i % reads.length];
        if (task) during.push(await task());
      }
    };
    const clients = Array.from({ length: options.clients ?? 8 }, (_, n) => client(n));
    await new Promise((r) => setTimeout(r, 1_500));
    log("restarting PostgreSQL (fast: open connections are cut)");
    await database.restart();
    await new Promise((r) => setTimeout(r, 3_000));
    stop = true;
    await Promise.all(clients);

    if (server.child.exitCode !== null || server.child.signalCode !== null)
      log(`the server died with the database:\n${server.log().slice(-3000)}`);
    const after: ApiResult[] = [];
    for (let i = 0; i < 10; i++) for (const read of reads) after.push(await read());
    // What the restart interrupted is done again by its users.
    for (const id of outgoing) {
      const status = (
        (await api.as("kadis", "GET", `/egs/mail/${id}`)).body as {
          items?: { status_surat?: string };
        }
      ).items?.status_surat;
      if (status === "pemeriksa") after.push(await approveLetter(api, id, DEMO_PASSWORD));
    }
    for (const id of incoming) {
      const history = await api.as("kadis", "GET", `/egs/mail-disposisi/${id}`);
      if (!((history.body as { items?: { user?: unknown[] } }).items?.user ?? []).length)
        after.push(await disposeLetter(api, nip, id));
    }
    await server.stop("SIGTERM");
    server = null;
    const checked = await withData({ dataDir, databaseUrl: database.url }, (data) =>
      checkLetters(data.db, data.filesDir, data.caCertPem, outgoing, incoming),
    );
    const tally = (list: ApiResult[]) => {
      const counts: Record<string, number> = {};
      for (const r of list) counts[r.status] = (counts[r.status] ?? 0) + 1;
      return counts;
    };
    const failed = during.filter((r) => r.status !== 200);
    const malformed = failed.filter((r) => r.status <= 0 || !enveloped(r)).length;
    const report = {
      during: tally(during),
      malformed,
      slowestMs: Math.round(Math.max(...during.map((r) => r.ms))),
      after: tally(after),
      letters: checked,
      ok: false,
    };
    report.ok =
      malformed === 0 &&
      !report.during["-1"] &&
      Object.keys(report.after).every((s) => s === "200") &&
      checked.problems.length === 0 &&
      checked.approved === outgoing.length &&
      checked.disposed === incoming.length;
    return report;
  } finally {
    await server?.stop("SIGKILL");
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
