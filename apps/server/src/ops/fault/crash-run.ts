import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import {
  browserSubscription,
  startPushService,
  TEST_PUSH_SERVICE_HOSTS,
} from "../../test/factories/push";
import { apiClient } from "./api-client";
import { withData } from "./data-access";
import { startFakeSmtp } from "./fake-smtp";
import { checkLetters, type InvariantReport } from "./invariants";
import { type DeliveryReport, drainOutboxes } from "./outbox-drain";
import { type ServerProcess, startServer } from "./server-process";
import {
  approveLetter,
  burst,
  disposeLetter,
  nipsOf,
  prepareIncoming,
  prepareOutgoing,
} from "./workload";

export interface CrashRunOptions {
  dataDir: string;
  /** PostgreSQL for the server; the embedded PGlite in `dataDir` when absent. */
  databaseUrl?: string;
  approvals: number;
  dispositions: number;
  parallel: number;
  /** The server is killed when this share of the burst has answered. */
  killAt: number;
  log: (line: string) => void;
}

export interface CrashRunReport {
  beforeKill: Record<string, number>;
  afterRestart: Record<string, number>;
  letters: InvariantReport;
  delivery: DeliveryReport;
  ok: boolean;
}

const tally = (statuses: number[]) => {
  const counts: Record<string, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

/**
 * SIGKILLs the server in the middle of a burst of approvals (each numbers, renders, signs and
 * delivers a letter) and dispositions, restarts it, lets the users finish what was left, and
 * checks the data and the outboxes (see invariants.ts and outbox-drain.ts).
 */
export async function crashRun(options: CrashRunOptions): Promise<CrashRunReport> {
  const { log } = options;
  const smtp = await startFakeSmtp();
  const push = await startPushService();
  const env = {
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    SMTP_URL: smtp.url,
    // The stand-in push service has a self-signed certificate.
    NODE_TLS_REJECT_UNAUTHORIZED: "0",
    PUSH_SERVICE_HOSTS: TEST_PUSH_SERVICE_HOSTS.join(","),
    NODE_NO_WARNINGS: "1",
  };
  let server: ServerProcess | null = null;
  const browsers = new Map<string, (body: Buffer) => unknown>();
  try {
    server = await startServer(env);
    log(`server up (pid ${server.pid}) at ${server.url}`);
    let api = apiClient(server.url);
    const nip = await nipsOf(api, ["staf", "kadis", "kadisdik", "sekdis", "kabid"]);
    for (const username of ["kadisdik", "kabid"]) {
      const browser = browserSubscription(`${push.origin}/${username}`);
      browsers.set(`/${username}`, browser.decrypt);
      const res = await api.as(username, "POST", "/egs/push/subscribe", browser.json);
      if (res.status !== 200) throw new Error(`subscribe ${username}: ${res.status}`);
    }
    const outgoing = await prepareOutgoing(api, nip, options.approvals);
    const incoming = await prepareIncoming(api, nip, options.dispositions);
    log(`prepared ${outgoing.length} letters to approve, ${incoming.length} to dispose`);

    const tasks = [
      ...outgoing.map((id) => () => approveLetter(api, id, DEMO_PASSWORD)),
      ...incoming.map((id) => () => disposeLetter(api, nip, id)),
    ].sort(() => Math.random() - 0.5);
    const killAfter = Math.max(1, Math.floor(tasks.length * options.killAt));
    const running = server;
    const results = await burst(tasks, options.parallel, (_r, done) => {
      if (done === killAfter) {
        log(`SIGKILL after ${done} answers`);
        running.child.kill("SIGKILL");
      }
    });
    await server.stop();
    const beforeKill = tally(results.map((r) => r.status));
    log(`burst answers: ${JSON.stringify(beforeKill)}`);

    server = await startServer(env);
    log(`restarted (pid ${server.pid})`);
    api = apiClient(server.url);
    // The users come back and finish what is still waiting for them.
    const after: number[] = [];
    for (const id of outgoing) {
      const detail = await api.as("kadis", "GET", `/egs/mail/${id}`);
      const status = (detail.body as { items?: { status_surat?: string } }).items?.status_surat;
      if (status === "pemeriksa") after.push((await approveLetter(api, id, DEMO_PASSWORD)).status);
    }
    for (const id of incoming) {
      const history = await api.as("kadis", "GET", `/egs/mail-disposisi/${id}`);
      const items = (history.body as { items?: { user?: unknown[] } }).items?.user ?? [];
      if (items.length === 0) after.push((await disposeLetter(api, nip, id)).status);
    }
    const afterRestart = tally(after);
    log(`finished after restart: ${JSON.stringify(afterRestart)}`);
    // Give the server's own push sender (every 3 s) a round, then stop it cleanly.
    await new Promise((r) => setTimeout(r, 4_000));
    await server.stop("SIGTERM");
    server = null;

    const { checked, delivery } = await withData(options, async (data) => ({
      checked: await checkLetters(data.db, data.filesDir, data.caCertPem, outgoing, incoming),
      delivery: await drainOutboxes(data, smtp, push, browsers),
    }));
    const ok =
      checked.problems.length === 0 &&
      delivery.problems.length === 0 &&
      checked.approved === outgoing.length &&
      checked.disposed === incoming.length &&
      Object.keys(afterRestart).every((s) => s === "200");
    return { beforeKill, afterRestart, letters: checked, delivery, ok };
  } finally {
    await server?.stop("SIGKILL");
    await smtp.close();
    await push.close();
  }
}
