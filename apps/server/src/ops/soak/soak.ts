import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { type ApiClient, type ApiResult, apiClient } from "../fault/api-client";
import { residentBytes } from "../fault/server-process";
import {
  approveLetter,
  disposeLetter,
  nipsOf,
  prepareIncoming,
  prepareOutgoing,
} from "../fault/workload";

/** p95 budgets of ARCHITECTURE.md §6 (lists 20 ms, approving 300 ms); the rest has none. */
export const BUDGET_MS: Record<string, number> = {
  inbox: 20,
  approvals: 20,
  trace: 20,
  approve: 300,
};

export interface SoakOptions {
  url: string;
  pid: number;
  users: number;
  durationS: number;
  /** Pause between one user's actions, in ms: uniformly between the two. */
  thinkMs: [number, number];
  log: (line: string) => void;
}

export interface SoakReport {
  requests: number;
  serverErrors: number;
  /** Per action: how many, p50, p95 and its budget in ms, and non-2xx answers. */
  actions: Record<
    string,
    { n: number; p50: number; p95: number; budget: number | null; failed: number }
  >;
  /** Resident memory of the server in MB, one sample every few seconds. */
  rssMb: number[];
  /** Growth of resident memory from the end of warm-up to the end of the run. */
  rssGrowth: number;
}

/** Warm-up: the first fifth of the run (JIT, caches, pools filling). */
const WARM_UP_SHARE = 5;

type Action = { name: string; weight: number; run: () => Promise<ApiResult | null> };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  return Math.round(value * 10) / 10;
};

/** What the list screens ask for: page 1 of 10, one month ago until today (Jakarta). */
function firstPage(now = new Date()) {
  const day = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  const monthAgo = new Date(now);
  monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
  return `page=1&per_page=10&start_date=${day(monthAgo)}&end_date=${day(now)}`;
}

/** The mix: mostly reading lists and letters, some writing, a few approvals and dispositions. */
function actions(
  api: ApiClient,
  nip: (u: string) => string,
  outgoing: string[],
  incoming: string[],
) {
  const opened = [...outgoing];
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  const list: Action[] = [
    { name: "inbox", weight: 30, run: () => api.as("kadis", "GET", `/egs/mail?${firstPage()}`) },
    {
      name: "approvals",
      weight: 10,
      run: () => api.as("kadis", "GET", `/egs/persetujuan/mail?${firstPage()}`),
    },
    {
      name: "trace",
      weight: 8,
      run: () => api.as("staf", "GET", `/egs/telusuri/mail?${firstPage()}`),
    },
    {
      name: "open",
      weight: 20,
      run: async () => (opened.length ? api.as("kadis", "GET", `/egs/mail/${pick(opened)}`) : null),
    },
    {
      name: "notifications",
      weight: 10,
      run: () => api.as("kadisdik", "GET", "/egs/notification/count"),
    },
    {
      name: "compose",
      weight: 8,
      run: async () => {
        const [id] = await prepareOutgoing(api, nip, 1);
        if (id) outgoing.push(id);
        return { status: 200, body: null, ms: 0 };
      },
    },
    {
      name: "approve",
      weight: 7,
      run: async () => {
        const id = outgoing.shift();
        if (!id) return null;
        opened.push(id);
        return approveLetter(api, id, DEMO_PASSWORD);
      },
    },
    {
      name: "dispose",
      weight: 7,
      run: async () => {
        const id = incoming.shift() ?? (await prepareIncoming(api, nip, 1))[0];
        return id ? disposeLetter(api, nip, id) : null;
      },
    },
  ];
  const total = list.reduce((sum, a) => sum + a.weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const action of list) {
      roll -= action.weight;
      if (roll < 0) return action;
    }
    return list[0] as Action;
  };
}

/**
 * `users` simulated users, each acting then thinking `thinkMs`, for `durationS` seconds against
 * a running server; counts every answer, the p95 of each action and samples the server's
 * resident memory. Drafts are timed through the letter they create (two requests).
 *
 * Users arrive spread over one think time, as people do, not all in the same millisecond.
 * Latencies are those of the steady state: after the warm-up (the first fifth of the run, as
 * for memory), while the JIT, the caches and the pools fill. Errors count over the whole run.
 */
export async function soak(options: SoakOptions): Promise<SoakReport> {
  const { log } = options;
  const api = apiClient(options.url);
  const nip = await nipsOf(api, ["staf", "kadis", "kadisdik", "sekdis", "kabid", "sekretariat"]);
  const outgoing = await prepareOutgoing(api, nip, 10);
  const incoming = await prepareIncoming(api, nip, 10);
  const next = actions(api, nip, outgoing, incoming);
  const timings = new Map<string, { ms: number[]; failed: number }>();
  let serverErrors = 0;
  let requests = 0;
  const startAt = Date.now();
  const endAt = startAt + options.durationS * 1000;
  const warmUntil = startAt + (options.durationS * 1000) / WARM_UP_SHARE;
  const [least, most] = options.thinkMs;
  const think = () => new Promise((r) => setTimeout(r, least + Math.random() * (most - least)));
  const rss: number[] = [];
  const sampleEvery = Math.max(1_000, (options.durationS * 1000) / 60);
  const sampler = setInterval(async () => {
    const bytes = await residentBytes(options.pid);
    if (bytes) rss.push(bytes / 1e6);
  }, sampleEvery);
  const user = async () => {
    await new Promise((r) => setTimeout(r, Math.random() * most));
    while (Date.now() < endAt) {
      const action = next();
      const warm = Date.now() >= warmUntil;
      const started = performance.now();
      const result = await action.run().catch(
        (error: Error): ApiResult => ({
          // The preparing helpers throw "what: status body" on a failed answer.
          status: Number(/: (\d{3}) /.exec(error.message)?.[1] ?? 0),
          body: error.message,
          ms: performance.now() - started,
        }),
      );
      if (result) {
        requests++;
        if (result.status >= 500 || result.status <= 0) serverErrors++;
        const entry = timings.get(action.name) ?? { ms: [], failed: 0 };
        if (result.status < 200 || result.status >= 300) entry.failed++;
        if (warm) entry.ms.push(result.ms || performance.now() - started);
        timings.set(action.name, entry);
      }
      await think();
    }
  };
  log(
    `${options.users} users for ${options.durationS} s, ${options.thinkMs.join("–")} ms between actions`,
  );
  await Promise.all(Array.from({ length: options.users }, user));
  clearInterval(sampler);

  const report: SoakReport = { requests, serverErrors, actions: {}, rssMb: rss, rssGrowth: 0 };
  for (const [name, t] of timings) {
    report.actions[name] = {
      n: t.ms.length,
      p50: percentile(t.ms, 0.5),
      p95: percentile(t.ms, 0.95),
      budget: BUDGET_MS[name] ?? null,
      failed: t.failed,
    };
  }
  const warm = rss.slice(Math.floor(rss.length / WARM_UP_SHARE));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const first = mean(warm.slice(0, 3));
  const last = mean(warm.slice(-3));
  report.rssGrowth = first ? (last - first) / first : 0;
  return report;
}
